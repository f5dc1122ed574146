import { sql, type Kysely } from 'kysely';

/**
 * The eMAR's rules in the database: one record per scheduled dose (concurrent recordings cannot both
 * win), amendments that say who corrected what and why (an amendment carries no drawing of its own; its
 * author is `recorded_by`), outcome details that must be present, and an append-only table that also
 * refuses TRUNCATE, with its own refusal message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION medication_administrations_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'medication_administrations is append-only: % refused; record an amendment instead', TG_OP;
    END;
    $$;
    DROP TRIGGER medication_administrations_append_only ON medication_administrations;
    CREATE TRIGGER medication_administrations_append_only BEFORE UPDATE OR DELETE ON medication_administrations
      FOR EACH ROW EXECUTE FUNCTION medication_administrations_refuse_change();
    CREATE TRIGGER medication_administrations_no_truncate BEFORE TRUNCATE ON medication_administrations
      FOR EACH STATEMENT EXECUTE FUNCTION medication_administrations_refuse_change();

    ALTER TABLE medication_administrations
      ALTER COLUMN digital_signature DROP NOT NULL,
      ADD COLUMN recorded_by uuid REFERENCES users(id),
      ADD CONSTRAINT medication_administrations_signed
        CHECK (digital_signature IS NOT NULL OR amends_id IS NOT NULL),
      ADD CONSTRAINT medication_administrations_amendment_reason
        CHECK ((amends_id IS NULL) = (amendment_reason IS NULL)),
      ADD CONSTRAINT medication_administrations_given_dosage
        CHECK (outcome <> 'given' OR dosage_given IS NOT NULL),
      ADD CONSTRAINT medication_administrations_withheld_reason
        CHECK (outcome = 'given' OR reason IS NOT NULL);

    CREATE UNIQUE INDEX medication_administrations_one_record_per_dose
      ON medication_administrations (medication_id, scheduled_for)
      WHERE amends_id IS NULL AND scheduled_for IS NOT NULL;
    CREATE INDEX medication_administrations_amendments
      ON medication_administrations (amends_id, recorded_at)
      WHERE amends_id IS NOT NULL;
  `.execute(db);
}
