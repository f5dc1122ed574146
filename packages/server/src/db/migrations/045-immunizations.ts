import { sql, type Kysely } from 'kysely';

/**
 * Each child's immunization record (Florida 59A-13.020, 26 TAC §550.211): one row per dose, the vaccine by its
 * CVX code and name, the day given, the dose number and where the record comes from, with who recorded it.
 * Records are never updated nor deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE patient_immunizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      cvx_code text NOT NULL,
      vaccine_name text NOT NULL,
      administered_on date NOT NULL,
      dose_number integer NOT NULL CHECK (dose_number BETWEEN 1 AND 10),
      source text NOT NULL
        CHECK (source IN ('administered_here','parent_record','state_registry','previous_provider')),
      notes text,
      recorded_by uuid NOT NULL REFERENCES users(id),
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX patient_immunizations_by_patient ON patient_immunizations (patient_id, administered_on DESC);
  `.execute(db);
}
