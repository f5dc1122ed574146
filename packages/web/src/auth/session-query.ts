import { fetchSessionUser } from '../api/auth.ts';
import { authKeys } from '../api/query-keys.ts';

/**
 * The session check as a query: GET /api/auth/session answers 200 `{user}` with the signed-in user,
 * or `{user: null}` for a visitor (`currentSessionResponseSchema`), so "signed out" is data, not an error.
 */
export const sessionQueryOptions = {
  queryKey: authKeys.session(),
  queryFn: fetchSessionUser,
  retry: false,
  staleTime: 60_000,
} as const;
