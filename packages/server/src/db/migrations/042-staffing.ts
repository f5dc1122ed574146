import { sql, type Kysely } from 'kysely';

/**
 * Staffing (Texas 26 TAC §550.410 and §550.417): the time clock (one open shift per person at most, the credential
 * worked under, breaks), each administrator's correction of a shift with the values before it and the reason,
 * staff credentials (type, number and issuing state, dates, who verified them and when, when the expiry notice
 * went out) and each facility's ratio state (whether the ratio is met, and the system alert open while not).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE time_clock_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      user_id uuid NOT NULL REFERENCES users(id),
      credential text NOT NULL CHECK (credential IN ('RN','LVN','CNA','direct_care','therapist','driver')),
      clock_in_at timestamptz NOT NULL,
      clock_out_at timestamptz,
      break_minutes integer NOT NULL DEFAULT 0 CHECK (break_minutes BETWEEN 0 AND 720),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (clock_out_at IS NULL OR clock_out_at > clock_in_at),
      CHECK (clock_out_at IS NULL OR break_minutes * interval '1 minute' < clock_out_at - clock_in_at)
    );
    CREATE UNIQUE INDEX time_clock_entries_one_open ON time_clock_entries (user_id) WHERE clock_out_at IS NULL;
    CREATE INDEX time_clock_entries_facility_time ON time_clock_entries (facility_id, clock_in_at);
    CREATE INDEX time_clock_entries_open ON time_clock_entries (facility_id) WHERE clock_out_at IS NULL;

    CREATE TABLE time_clock_corrections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      entry_id uuid NOT NULL REFERENCES time_clock_entries(id),
      previous_clock_in_at timestamptz NOT NULL,
      previous_clock_out_at timestamptz,
      previous_credential text NOT NULL,
      previous_break_minutes integer NOT NULL,
      reason text NOT NULL CHECK (length(btrim(reason)) > 0),
      corrected_by uuid NOT NULL REFERENCES users(id),
      corrected_at timestamptz NOT NULL
    );
    CREATE INDEX time_clock_corrections_entry ON time_clock_corrections (entry_id);

    CREATE TABLE staff_credentials (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      user_id uuid NOT NULL REFERENCES users(id),
      type text NOT NULL CHECK (type IN ('nursing_license','cpr','pals','tb_test','hepatitis_b_immunization',
        'immunization','drivers_license','nurse_aide_registry_check','misconduct_registry_check',
        'direct_care_training')),
      license_number text,
      issuing_state text CHECK (issuing_state ~ '^[A-Z]{2}$'),
      issued_on date NOT NULL,
      expires_on date CHECK (expires_on IS NULL OR expires_on >= issued_on),
      verified_by uuid NOT NULL REFERENCES users(id),
      verified_at timestamptz NOT NULL,
      expiry_notified_at timestamptz,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX staff_credentials_user ON staff_credentials (user_id, type);
    CREATE INDEX staff_credentials_expiry ON staff_credentials (expires_on) WHERE expiry_notified_at IS NULL;

    CREATE TABLE staffing_ratio_states (
      facility_id uuid PRIMARY KEY REFERENCES facilities(id),
      is_met boolean NOT NULL,
      changed_at timestamptz NOT NULL,
      open_alert_id uuid REFERENCES system_alerts(id)
    );
  `.execute(db);
}
