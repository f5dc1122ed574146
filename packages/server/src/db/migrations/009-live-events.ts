import { sql, type Kysely } from 'kysely';

/**
 * Live events: a short retained log of what changed, written in the changing transaction (so a rolled-back
 * change leaves no event) and announced with NOTIFY at commit. Rows carry ids only, never PHI, and who may
 * receive them: anyone who sees one of `patient_ids`, the users of `user_ids`, and the roles of
 * `facility_roles` in `facility_id`. A reconnecting browser catches up from its last event id; rows older
 * than the retention are purged by a job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_events (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      resource_id text,
      patient_ids uuid[] NOT NULL DEFAULT '{}',
      user_ids uuid[] NOT NULL DEFAULT '{}',
      facility_id uuid REFERENCES facilities (id),
      facility_roles text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX live_events_created ON live_events (created_at);
  `.execute(db);
}
