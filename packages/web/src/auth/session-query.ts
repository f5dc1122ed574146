import { fetchSessionUser } from '../api/auth.ts';

/** Query key of the session check (GET /api/auth/session); its data is the signed-in user or null. */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The session check as a query: GET /api/auth/session answers 200 `{user}` with the signed-in user,
 * or `{user: null}` for a visitor (`currentSessionResponseSchema`), so "signed out" is data, not an error.
 */
export const sessionQueryOptions = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  retry: false,
  staleTime: 60_000,
} as const;
