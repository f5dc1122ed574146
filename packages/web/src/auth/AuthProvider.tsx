import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SignInInput } from '@carenest/core';
import { fetchSessionUser, signInWithPassword, signOutOfSession } from '../api/auth.ts';
import { ApiError, describeError } from '../api/client.ts';
import { notifyError } from '../notifications/notify.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { SESSION_QUERY_KEY } from './session-query.ts';

/**
 * Restores the session from the httpOnly cookie on load (GET /api/auth/session) and offers sign-in
 * and sign-out to the screens below it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const sessionQuery = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    retry: false,
    staleTime: 60_000,
  });

  const signIn = useCallback(
    async (input: SignInInput): Promise<SessionUser> => {
      const user = await signInWithPassword(input);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      setHasSignedOut(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      return user;
    },
    [queryClient],
  );

  const signOut = useCallback(async (): Promise<void> => {
    try {
      await signOutOfSession();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(describeError(error));
    } finally {
      setHasSignedOut(true);
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    }
  }, [queryClient]);

  const state = useMemo<AuthState>(
    () => ({
      user: sessionQuery.data ?? null,
      isLoading: sessionQuery.isPending,
      hasSignedOut,
      signIn,
      signOut,
    }),
    [sessionQuery.data, sessionQuery.isPending, hasSignedOut, signIn, signOut],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
