import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@carenest/core';
import { ApiError } from '../api/client.ts';
import { authKeys, hipaaKeys } from '../api/query-keys.ts';

/**
 * Creates the app's TanStack Query client. When any data query answers 401 (session expired or revoked), or
 * a write answers 401 UNAUTHENTICATED (a refused sign-in, 401 INVALID_CREDENTIALS, is not one), the cached
 * session is cleared so the guards send the user back to sign-in. When a query or write answers 403
 * HIPAA_AGREEMENT_REQUIRED (the agreement expired or was never signed), the HIPAA status is refetched so the
 * compliance gate shows. Every form submits through a mutation, so this runs for every write.
 */
export function createQueryClient(): QueryClient {
  const refetchHipaaStatusWhenRequired = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403 && error.code === ERROR_CODES.hipaaRequired) {
      void queryClient.invalidateQueries({ queryKey: hipaaKeys.all });
    }
  };
  const forgetSession = () => queryClient.setQueryData(authKeys.session(), null);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const isSessionQuery = query.queryKey[0] === authKeys.session()[0];
        if (!isSessionQuery && error instanceof ApiError && error.status === 401) forgetSession();
        refetchHipaaStatusWhenRequired(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.unauthenticated) forgetSession();
        refetchHipaaStatusWhenRequired(error);
      },
    }),
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
