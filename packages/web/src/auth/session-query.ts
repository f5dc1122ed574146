/** Query key of the session check (GET /api/auth/session); its data is the signed-in user or null. */
export const SESSION_QUERY_KEY = ['session'] as const;
