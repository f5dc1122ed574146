import { sql, type Kysely } from 'kysely';

/**
 * Medication orders over time: every version of an order is kept (`medication_versions`, append-only; the
 * first is each existing order as it stands), the order row carries its current version, whether it is a
 * controlled substance, and who discontinued it, when and why (all three or none, and only on an inactive
 * order). An administration records the order version it was given under, and a witnessed dose names its
 * witness (a second nurse, never the one who gave it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE medications
      ADD COLUMN is_controlled boolean NOT NULL DEFAULT false,
      ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
      ADD COLUMN discontinued_at timestamptz,
      ADD COLUMN discontinued_by uuid REFERENCES users(id),
      ADD COLUMN discontinue_reason text CHECK (length(discontinue_reason) BETWEEN 1 AND 500),
      ADD CONSTRAINT medications_discontinued_together CHECK (
        num_nulls(discontinued_at, discontinued_by, discontinue_reason) IN (0, 3)),
      ADD CONSTRAINT medications_discontinued_inactive CHECK (discontinued_at IS NULL OR NOT is_active);
    CREATE INDEX medications_discontinued ON medications (patient_id, discontinued_at DESC)
      WHERE discontinued_at IS NOT NULL;

    CREATE TABLE medication_versions (
      medication_id uuid NOT NULL REFERENCES medications(id),
      version integer NOT NULL CHECK (version >= 1),
      dosage text NOT NULL,
      frequency text NOT NULL,
      route text NOT NULL CHECK (route IN ('oral','intravenous','intramuscular','subcutaneous','inhalation','topical','rectal','other')),
      prescribed_by text NOT NULL,
      instructions text,
      scheduled_times text[] NOT NULL,
      is_controlled boolean NOT NULL,
      change_reason text CHECK (length(change_reason) BETWEEN 1 AND 500),
      changed_by uuid NOT NULL REFERENCES users(id),
      changed_at timestamptz NOT NULL,
      PRIMARY KEY (medication_id, version),
      CONSTRAINT medication_versions_reason CHECK ((version = 1) = (change_reason IS NULL))
    );
    INSERT INTO medication_versions (medication_id, version, dosage, frequency, route, prescribed_by,
        instructions, scheduled_times, is_controlled, change_reason, changed_by, changed_at)
      SELECT id, 1, dosage, frequency, route, prescribed_by, instructions, scheduled_times, false, NULL,
        created_by, created_at
      FROM medications;

    CREATE FUNCTION medication_versions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'medication_versions is append-only: % refused; write a new version instead', TG_OP;
    END;
    $$;
    CREATE TRIGGER medication_versions_append_only BEFORE UPDATE OR DELETE ON medication_versions
      FOR EACH ROW EXECUTE FUNCTION medication_versions_refuse_change();
    CREATE TRIGGER medication_versions_no_truncate BEFORE TRUNCATE ON medication_versions
      FOR EACH STATEMENT EXECUTE FUNCTION medication_versions_refuse_change();

    ALTER TABLE medication_administrations
      ADD COLUMN medication_version integer,
      ADD CONSTRAINT medication_administrations_witness CHECK (witnessed = (witness_id IS NOT NULL)),
      ADD CONSTRAINT medication_administrations_second_witness CHECK (witness_id <> administered_by);
  `.execute(db);
}
