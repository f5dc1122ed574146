import { sql, type Kysely } from 'kysely';

/**
 * What an outside probe found: one morning handoff per child and service day (earlier duplicates folded into
 * the latest, which a later submission edits, `updated_at` saying when); a secure-message thread closed when its
 * parent is unlinked (kept, read-only: who closed it and when); and an index for the per-address limits on
 * registrations and family-code attempts, counted from the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TEMPORARY TABLE superseded_handoffs ON COMMIT DROP AS
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY patient_id, service_date
                                      ORDER BY submitted_at DESC, id DESC) AS place
        FROM morning_handoffs) AS ranked
      WHERE place > 1;
    DELETE FROM morning_handoff_doses WHERE handoff_id IN (SELECT id FROM superseded_handoffs);
    DELETE FROM morning_handoffs WHERE id IN (SELECT id FROM superseded_handoffs);
    DROP INDEX morning_handoffs_patient_day;
    ALTER TABLE morning_handoffs
      ADD COLUMN updated_at timestamptz,
      ADD CONSTRAINT morning_handoffs_one_per_day UNIQUE (patient_id, service_date);

    ALTER TABLE message_threads
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN closed_by uuid REFERENCES users(id),
      ADD CONSTRAINT message_threads_closed_together CHECK (num_nulls(closed_at, closed_by) IN (0, 2));

    CREATE INDEX audit_log_address_limits ON audit_log (ip_address, action, occurred_at DESC)
      WHERE action IN ('REGISTER', 'LINK_CHILD');
  `.execute(db);
}
