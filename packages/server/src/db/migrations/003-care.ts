import { sql, type Kysely } from 'kysely';

/** Emergency (break-glass) access, medications with their schedule, and the append-only eMAR. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE emergency_access_grants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      reason text NOT NULL,
      granted_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX emergency_access_grants_live ON emergency_access_grants (user_id, patient_id, expires_at);

    CREATE TABLE medications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      name text NOT NULL,
      ndc_code text,
      dosage text NOT NULL,
      frequency text NOT NULL,
      route text NOT NULL CHECK (route IN ('oral','intravenous','intramuscular','subcutaneous','inhalation','topical','rectal','other')),
      prescribed_by text NOT NULL,
      start_date date NOT NULL,
      instructions text,
      scheduled_times text[] NOT NULL DEFAULT '{}',
      is_active boolean NOT NULL DEFAULT true,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX medications_patient ON medications (patient_id) WHERE is_active;

    CREATE TABLE medication_administrations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      medication_id uuid NOT NULL REFERENCES medications(id),
      administered_by uuid NOT NULL REFERENCES users(id),
      outcome text NOT NULL DEFAULT 'given' CHECK (outcome IN ('given','held','refused')),
      dosage_given text,
      administration_time timestamptz NOT NULL,
      scheduled_for timestamptz,
      reason text,
      notes text,
      witnessed boolean NOT NULL DEFAULT false,
      witness_id uuid REFERENCES users(id),
      digital_signature text NOT NULL,
      amends_id uuid REFERENCES medication_administrations(id),
      amendment_reason text,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX medication_administrations_medication ON medication_administrations (medication_id, administration_time DESC);
    CREATE INDEX medication_administrations_patient ON medication_administrations (patient_id, administration_time DESC);

    CREATE TRIGGER medication_administrations_append_only BEFORE UPDATE OR DELETE ON medication_administrations
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
  `.execute(db);
}
