import { sql, type Kysely } from 'kysely';

/** Facilities, users, sessions, patients with their records, staff assignments and the append-only audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE facilities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      timezone text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('parent','nurse','therapist','administrator','driver','super_admin')),
      facility_id uuid REFERENCES facilities(id),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','pending')),
      is_active boolean NOT NULL DEFAULT true,
      last_login timestamptz,
      mfa_enabled boolean NOT NULL DEFAULT false,
      specializations text[] NOT NULL DEFAULT '{}',
      max_patient_load integer NOT NULL DEFAULT 10 CHECK (max_patient_load >= 0),
      current_patient_count integer NOT NULL DEFAULT 0 CHECK (current_patient_count >= 0),
      password_hash text NOT NULL,
      failed_login_count integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
    CREATE INDEX users_facility_role ON users (facility_id, role);

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users(id),
      ip_address text NOT NULL,
      user_agent text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

    CREATE TABLE patients (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      first_name text NOT NULL,
      last_name text NOT NULL,
      date_of_birth date NOT NULL,
      medical_record_number text NOT NULL,
      primary_diagnosis text NOT NULL,
      secondary_diagnoses text[] NOT NULL DEFAULT '{}',
      required_therapies text[] NOT NULL DEFAULT '{}',
      care_complexity text NOT NULL CHECK (care_complexity IN ('high','medium','low')),
      is_active boolean NOT NULL DEFAULT true,
      photo_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (facility_id, medical_record_number)
    );
    CREATE INDEX patients_facility_name ON patients (facility_id, last_name, first_name, id);

    CREATE TABLE patient_parents (
      patient_id uuid NOT NULL REFERENCES patients(id),
      parent_id uuid NOT NULL REFERENCES users(id),
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (patient_id, parent_id)
    );
    CREATE INDEX patient_parents_parent ON patient_parents (parent_id);

    CREATE TABLE patient_allergies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      allergen text NOT NULL,
      reaction text NOT NULL,
      severity text NOT NULL CHECK (severity IN ('mild','moderate','severe','life-threatening')),
      notes text
    );
    CREATE INDEX patient_allergies_patient ON patient_allergies (patient_id);

    CREATE TABLE patient_emergency_contacts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      position integer NOT NULL,
      name text NOT NULL,
      relationship text NOT NULL,
      phone_number text NOT NULL,
      email text,
      is_primary boolean NOT NULL DEFAULT false,
      can_pickup boolean NOT NULL DEFAULT false
    );
    CREATE INDEX patient_emergency_contacts_patient ON patient_emergency_contacts (patient_id, position);

    CREATE TABLE patient_physicians (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      position integer NOT NULL,
      name text NOT NULL,
      specialty text NOT NULL,
      phone_number text NOT NULL,
      email text,
      is_primary boolean NOT NULL DEFAULT false
    );
    CREATE INDEX patient_physicians_patient ON patient_physicians (patient_id, position);

    CREATE TABLE patient_insurance (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL UNIQUE REFERENCES patients(id),
      insurance_name text NOT NULL,
      policy_number text NOT NULL,
      group_number text,
      subscriber_name text NOT NULL,
      subscriber_dob date,
      relationship_to_patient text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      effective_date date,
      benefits text,
      last_checked timestamptz,
      last_verified timestamptz
    );

    CREATE TABLE staff_assignments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      staff_id uuid NOT NULL REFERENCES users(id),
      staff_role text NOT NULL CHECK (staff_role IN ('nurse','therapist')),
      assignment_type text NOT NULL CHECK (assignment_type IN ('primary_nurse','secondary_nurse','therapy')),
      therapy_types text[] NOT NULL DEFAULT '{}',
      assigned_by uuid NOT NULL REFERENCES users(id),
      assigned_at timestamptz NOT NULL DEFAULT now(),
      is_active boolean NOT NULL DEFAULT true,
      notes text,
      unassigned_at timestamptz,
      unassigned_by uuid REFERENCES users(id)
    );
    CREATE UNIQUE INDEX staff_assignments_active_unique ON staff_assignments (patient_id, staff_id) WHERE is_active;
    CREATE INDEX staff_assignments_staff ON staff_assignments (staff_id) WHERE is_active;

    CREATE TABLE audit_log (
      sequence bigint PRIMARY KEY,
      id uuid NOT NULL UNIQUE,
      user_id uuid,
      user_role text,
      action text NOT NULL,
      resource_type text NOT NULL,
      resource_id text,
      old_values jsonb,
      new_values jsonb,
      ip_address text,
      user_agent text,
      session_id text,
      occurred_at timestamptz NOT NULL,
      success boolean NOT NULL,
      error_message text,
      previous_hash text NOT NULL,
      hash text NOT NULL
    );
    CREATE INDEX audit_log_occurred ON audit_log (occurred_at DESC);
    CREATE INDEX audit_log_user ON audit_log (user_id, occurred_at DESC);

    CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
    END;
    $$;
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
  `.execute(db);
}
