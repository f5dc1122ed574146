import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@carenest/core';
import { ApiError } from '../api/client.ts';
import { HIPAA_QUERY_KEY } from '../api/hipaa.ts';
import { SESSION_QUERY_KEY } from '../auth/session-query.ts';

/**
 * Creates the app's TanStack Query client. When any data query answers 401 (session expired or
 * revoked), the cached session is cleared so the guards send the user back to sign-in. When a query
 * or mutation answers 403 HIPAA_AGREEMENT_REQUIRED (the agreement expired or was never signed), the
 * HIPAA status is refetched so the compliance gate shows.
 */
export function createQueryClient(): QueryClient {
  const refetchHipaaStatusWhenRequired = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403 && error.code === ERROR_CODES.hipaaRequired) {
      void queryClient.invalidateQueries({ queryKey: HIPAA_QUERY_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const isSessionQuery = query.queryKey[0] === SESSION_QUERY_KEY[0];
        if (!isSessionQuery && error instanceof ApiError && error.status === 401) {
          queryClient.setQueryData(SESSION_QUERY_KEY, null);
        }
        refetchHipaaStatusWhenRequired(error);
      },
    }),
    mutationCache: new MutationCache({ onError: refetchHipaaStatusWhenRequired }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}
