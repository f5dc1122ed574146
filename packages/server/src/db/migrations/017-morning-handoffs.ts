import { sql, type Kysely } from 'kysely';

/**
 * Morning handoffs: what a parent tells the care team about the night before arrival, append-only (the
 * latest of a child's service day is the one shown), and the medications given at home with their times,
 * which the due-doses list counts as given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE morning_handoffs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      service_date date NOT NULL,
      submitted_by uuid NOT NULL REFERENCES users(id),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      sleep_quality text NOT NULL CHECK (sleep_quality IN ('good', 'fair', 'poor')),
      sleep_hours numeric(3, 1) CHECK (sleep_hours BETWEEN 0 AND 24),
      seizure_count smallint NOT NULL DEFAULT 0 CHECK (seizure_count BETWEEN 0 AND 50),
      seizure_notes text NOT NULL DEFAULT '',
      last_feed_at timestamptz,
      feed_notes text NOT NULL DEFAULT '',
      notes text NOT NULL DEFAULT ''
    );
    CREATE INDEX morning_handoffs_patient_day ON morning_handoffs (patient_id, service_date, submitted_at DESC);

    CREATE TABLE morning_handoff_doses (
      handoff_id uuid NOT NULL REFERENCES morning_handoffs(id),
      medication_id uuid NOT NULL REFERENCES medications(id),
      given_at timestamptz NOT NULL
    );
    CREATE INDEX morning_handoff_doses_medication ON morning_handoff_doses (medication_id, given_at);
  `.execute(db);
}
