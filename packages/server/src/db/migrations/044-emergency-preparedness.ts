import { sql, type Kysely } from 'kysely';

/**
 * Emergency preparedness (26 TAC §550.209, Florida 59A-13.022): each child's equipment and evacuation
 * transport (`patient_evacuation_needs`, one row per child, kept by nurses and administrators), and the
 * facility's logs: drills (`emergency_drills`, one unannounced a year), the generator tested every 30 days with
 * a signed entry (`generator_tests`: who signed and when) and the documents on file with their expiry
 * (`emergency_documents`, the yearly fire inspection among them). Log entries are records: never updated,
 * never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE patient_evacuation_needs (
      patient_id uuid PRIMARY KEY REFERENCES patients(id),
      equipment text[] NOT NULL DEFAULT '{}',
      transport text NOT NULL
        CHECK (transport IN ('walks','carried','stroller','wheelchair','stretcher','ems')),
      notes text,
      updated_by uuid NOT NULL REFERENCES users(id),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE emergency_drills (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      drill_type text NOT NULL CHECK (drill_type IN
        ('fire','evacuation','severe_weather','shelter_in_place','power_failure','medical_emergency')),
      held_on date NOT NULL,
      is_unannounced boolean NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
      findings text NOT NULL,
      recorded_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX emergency_drills_by_facility ON emergency_drills (facility_id, held_on DESC);
    CREATE TABLE generator_tests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      tested_on date NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
      outcome text NOT NULL CHECK (outcome IN ('passed','failed')),
      tested_by text NOT NULL,
      notes text,
      signed_by uuid NOT NULL REFERENCES users(id),
      signed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX generator_tests_by_facility ON generator_tests (facility_id, tested_on DESC);
    CREATE TABLE emergency_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      kind text NOT NULL CHECK (kind IN
        ('fire_inspection','emergency_plan','risk_assessment','generator_service','other')),
      title text NOT NULL,
      issued_on date NOT NULL,
      expires_on date NOT NULL CHECK (expires_on > issued_on),
      reference text,
      recorded_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX emergency_documents_by_facility ON emergency_documents (facility_id, expires_on DESC);
  `.execute(db);
}
