import { sql, type Kysely } from 'kysely';

/**
 * Infection control (Florida 59A-13.020, 26 TAC §550.211). Each child's immunization record
 * (`patient_immunizations`: one row per dose, the vaccine by CVX code, the day given, dose number and source).
 * Illness exclusions (`illness_exclusions`) of a child or a staff member: the symptoms, the isolation start,
 * who recorded it, and the return clearance (the physician's written statement: its date, and for a child the
 * uploaded document); an open exclusion (no clearance) blocks the child's check-in or the staff member's
 * clock-in. A check-out records why (`attendance_events.reason`: sent home ill). Records are never deleted.
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
    CREATE TABLE illness_exclusions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid REFERENCES patients(id),
      staff_id uuid REFERENCES users(id),
      symptoms text NOT NULL,
      isolated_at timestamptz NOT NULL,
      parents_notified_at timestamptz,
      sent_home_at timestamptz,
      recorded_by uuid NOT NULL REFERENCES users(id),
      recorded_at timestamptz NOT NULL DEFAULT now(),
      statement_date date,
      clearance_document_id uuid REFERENCES patient_documents(id),
      cleared_by uuid REFERENCES users(id),
      cleared_at timestamptz,
      CHECK ((patient_id IS NULL) <> (staff_id IS NULL)),
      CHECK ((cleared_at IS NULL) = (statement_date IS NULL))
    );
    CREATE UNIQUE INDEX illness_exclusions_one_open_child ON illness_exclusions (patient_id)
      WHERE cleared_at IS NULL AND patient_id IS NOT NULL;
    CREATE UNIQUE INDEX illness_exclusions_one_open_staff ON illness_exclusions (staff_id)
      WHERE cleared_at IS NULL AND staff_id IS NOT NULL;
    CREATE INDEX illness_exclusions_by_facility ON illness_exclusions (facility_id, isolated_at DESC);
    ALTER TABLE attendance_events ADD COLUMN reason text CHECK (reason IN ('sent_home_ill'));
  `.execute(db);
}
