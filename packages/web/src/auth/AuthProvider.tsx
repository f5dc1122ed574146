import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationInput, SessionUser, SignInInput } from '@carenest/core';
import {
  registerAccount,
  signInWithMfaCode,
  signInWithPassword,
  signOutOfSession,
  type MfaSignInInput,
} from '../api/auth.ts';
import { ApiError, describeError } from '../api/client.ts';
import { authKeys } from '../api/query-keys.ts';
import { notifyError } from '../notifications/notify.ts';
import { AuthContext, type AuthState, type SignInOutcome } from './auth-context.ts';
import { sessionQueryOptions } from './session-query.ts';

/** Whether a cached query belongs to someone's data rather than to the session check itself. */
function isNotSessionQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] !== authKeys.session()[0];
}

/**
 * Restores the session from the httpOnly cookie on load (GET /api/auth/session) and offers sign-in
 * (with its MFA step), registration and sign-out to the screens below it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const sessionQuery = useQuery(sessionQueryOptions);

  /** Starts a fresh session in the cache: nothing of a previous user survives. */
  const adoptSession = useCallback(
    (user: SessionUser) => {
      queryClient.removeQueries({ predicate: isNotSessionQuery });
      setHasSignedOut(false);
      queryClient.setQueryData(authKeys.session(), user);
    },
    [queryClient],
  );

  const forgetSession = useCallback(() => {
    setHasSignedOut(true);
    queryClient.setQueryData(authKeys.session(), null);
    queryClient.removeQueries({ predicate: isNotSessionQuery });
  }, [queryClient]);

  const signIn = useCallback(
    async (input: SignInInput): Promise<SignInOutcome> => {
      const answer = await signInWithPassword(input);
      if ('mfaRequired' in answer) return { status: 'mfaRequired', challengeToken: answer.challengeToken };
      adoptSession(answer.user);
      return { status: 'signedIn', user: answer.user };
    },
    [adoptSession],
  );

  const verifyMfa = useCallback(
    async (input: MfaSignInInput): Promise<SessionUser> => {
      const user = await signInWithMfaCode(input);
      adoptSession(user);
      return user;
    },
    [adoptSession],
  );

  const register = useCallback(
    async (input: RegistrationInput): Promise<SessionUser | null> => {
      await registerAccount(input);
      const user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (user) adoptSession(user);
      return user;
    },
    [adoptSession, queryClient],
  );

  const signOut = useCallback(async (): Promise<void> => {
    try {
      await signOutOfSession();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(describeError(error));
    } finally {
      forgetSession();
    }
  }, [forgetSession]);

  const state = useMemo<AuthState>(
    () => ({
      user: sessionQuery.data ?? null,
      isLoading: sessionQuery.isPending,
      hasSignedOut,
      signIn,
      verifyMfa,
      register,
      signOut,
      forgetSession,
    }),
    [
      sessionQuery.data,
      sessionQuery.isPending,
      hasSignedOut,
      signIn,
      verifyMfa,
      register,
      signOut,
      forgetSession,
    ],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
