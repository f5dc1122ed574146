import { sql, type Kysely } from 'kysely';

/**
 * A child's administrative sex becomes part of the chart (patients.sex: female, male or unknown), which the
 * 837P and FHIR's Patient.gender read. Each child takes the sex billing had recorded (F, M, U), and `unknown`
 * where billing recorded none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE patients ADD COLUMN sex text NOT NULL DEFAULT 'unknown'
      CHECK (sex IN ('female', 'male', 'unknown'));
    UPDATE patients SET sex = CASE details.sex WHEN 'F' THEN 'female' WHEN 'M' THEN 'male' ELSE 'unknown' END
      FROM patient_billing_details details WHERE details.patient_id = patients.id;
  `.execute(db);
}
