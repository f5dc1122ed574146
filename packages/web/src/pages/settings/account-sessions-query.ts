/** Query key of the signed-in user's open sessions (GET /api/account/sessions). */
export const ACCOUNT_SESSIONS_QUERY_KEY = ['account-sessions'] as const;
