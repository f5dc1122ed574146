import { sql, type Kysely } from 'kysely';

/** Eligibility checks (270/271): each answer kept with its benefits, and failures with their reason. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE eligibility_checks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      checked_by uuid NOT NULL REFERENCES users(id),
      checked_at timestamptz NOT NULL,
      is_eligible boolean,
      effective_date date,
      benefits jsonb NOT NULL DEFAULT '[]',
      error_message text
    );
    CREATE INDEX eligibility_checks_patient ON eligibility_checks (patient_id, checked_at DESC);
  `.execute(db);
}
