import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the refusals' security events (security/record-unauthorized-access.ts): a user's recent
 * unauthorized_access events (one per user and resource in the throttle window) and an IP's (the spec's rule
 * that marks an IP suspicious).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX security_events_unauthorized_by_user ON security_events (user_id, occurred_at)
      WHERE event_type = 'unauthorized_access';
    CREATE INDEX security_events_unauthorized_by_ip ON security_events (ip_address, occurred_at)
      WHERE event_type = 'unauthorized_access';
  `.execute(db);
}
