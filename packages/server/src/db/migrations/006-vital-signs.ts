import { sql, type Kysely } from 'kysely';

/**
 * Vital signs and per-user notifications. A vital signs record keeps the spec's bounds as CHECKs (decimals
 * in tenths, the others whole numbers), at least one measurement, and the alerts computed when it was
 * recorded; it is append-only. The (patient_id, recorded_at DESC) index serves a chart's period and the
 * list filtered to one patient; (recorded_at DESC) serves the facility-wide list, newest first.
 * Notifications are read newest first per user, and the unread count uses a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vital_signs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES patients(id),
      recorded_by uuid NOT NULL REFERENCES users(id),
      recorded_at timestamptz NOT NULL DEFAULT now(),
      temperature numeric(4,1) CHECK (temperature BETWEEN 90 AND 110),
      heart_rate smallint CHECK (heart_rate BETWEEN 30 AND 200),
      blood_pressure_systolic smallint CHECK (blood_pressure_systolic BETWEEN 60 AND 250),
      blood_pressure_diastolic smallint CHECK (blood_pressure_diastolic BETWEEN 40 AND 150),
      respiratory_rate smallint CHECK (respiratory_rate BETWEEN 8 AND 40),
      oxygen_saturation smallint CHECK (oxygen_saturation BETWEEN 50 AND 100),
      weight numeric(4,1) CHECK (weight BETWEEN 1 AND 500),
      height numeric(3,1) CHECK (height BETWEEN 10 AND 80),
      pain_scale smallint CHECK (pain_scale BETWEEN 0 AND 10),
      alerts jsonb NOT NULL DEFAULT '[]',
      CONSTRAINT vital_signs_some_measurement CHECK (num_nonnulls(temperature, heart_rate,
        blood_pressure_systolic, blood_pressure_diastolic, respiratory_rate, oxygen_saturation, weight,
        height, pain_scale) > 0),
      CONSTRAINT vital_signs_blood_pressure_pair CHECK (
        (blood_pressure_systolic IS NULL) = (blood_pressure_diastolic IS NULL)
        AND (blood_pressure_systolic IS NULL OR blood_pressure_diastolic < blood_pressure_systolic))
    );
    CREATE INDEX vital_signs_patient_recent ON vital_signs (patient_id, recorded_at DESC);
    CREATE INDEX vital_signs_recent ON vital_signs (recorded_at DESC);

    CREATE FUNCTION vital_signs_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'vital_signs is append-only: % refused', TG_OP;
    END;
    $$;
    CREATE TRIGGER vital_signs_append_only BEFORE UPDATE OR DELETE ON vital_signs
      FOR EACH ROW EXECUTE FUNCTION vital_signs_refuse_change();
    CREATE TRIGGER vital_signs_no_truncate BEFORE TRUNCATE ON vital_signs
      FOR EACH STATEMENT EXECUTE FUNCTION vital_signs_refuse_change();

    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      title text NOT NULL,
      body text NOT NULL,
      link text,
      severity text NOT NULL CHECK (severity IN ('low','medium','high','critical')),
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    CREATE INDEX notifications_user_recent ON notifications (user_id, created_at DESC);
    CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
  `.execute(db);
}
