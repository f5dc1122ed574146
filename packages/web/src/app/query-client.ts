import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { SESSION_QUERY_KEY } from '../auth/session-query.ts';

/**
 * Creates the app's TanStack Query client. When any data query answers 401 (session expired or
 * revoked), the cached session is cleared so the guards send the user back to sign-in.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const isSessionQuery = query.queryKey[0] === SESSION_QUERY_KEY[0];
        if (!isSessionQuery && error instanceof ApiError && error.status === 401) {
          queryClient.setQueryData(SESSION_QUERY_KEY, null);
        }
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
