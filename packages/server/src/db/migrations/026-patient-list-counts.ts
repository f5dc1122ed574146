import { sql, type Kysely } from 'kysely';

/**
 * The patient list's footer counts kept per facility (ARCHITECTURE.md, "Lists at scale"): how many patients,
 * how many active, how many with an allergy. A list of a whole facility reads one row instead of counting
 * 10,000 patients on every page. Statement triggers on patients and patient_allergies recount the facilities a
 * statement touched, under that facility's counts row lock, so two writers cannot leave a stale count; a
 * recount (not an increment) cannot drift. Also an index for the super_admin's list across facilities, which
 * pages by name like an administrator's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE facility_patient_counts (
      facility_id uuid PRIMARY KEY REFERENCES facilities(id),
      total integer NOT NULL DEFAULT 0,
      active integer NOT NULL DEFAULT 0,
      with_allergies integer NOT NULL DEFAULT 0
    );

    -- Takes the facilities a statement touched (repeats and nulls allowed) and recounts each once.
    CREATE FUNCTION recount_facility_patients(facility_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO facility_patient_counts (facility_id)
        SELECT DISTINCT id FROM unnest(facility_ids) AS id WHERE id IS NOT NULL
        ON CONFLICT (facility_id) DO NOTHING;
      -- The lock first, then the recount in a statement of its own: it reads what committed while it waited.
      PERFORM 1 FROM facility_patient_counts WHERE facility_id = ANY (facility_ids)
        ORDER BY facility_id FOR UPDATE;
      UPDATE facility_patient_counts AS counts
        SET total = recounted.total, active = recounted.active, with_allergies = recounted.with_allergies
        FROM (
          SELECT counted.facility_id,
                 count(patients.id)::int AS total,
                 (count(patients.id) FILTER (WHERE patients.is_active))::int AS active,
                 (count(patients.id) FILTER (WHERE EXISTS (
                   SELECT 1 FROM patient_allergies WHERE patient_allergies.patient_id = patients.id)))::int
                   AS with_allergies
          FROM (SELECT DISTINCT unnest(facility_ids)) AS counted(facility_id)
          LEFT JOIN patients ON patients.facility_id = counted.facility_id
          GROUP BY counted.facility_id
        ) AS recounted
        WHERE counts.facility_id = recounted.facility_id;
    END;
    $$;

    CREATE FUNCTION patients_recount() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM recount_facility_patients(ARRAY(SELECT facility_id FROM new_rows));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM recount_facility_patients(ARRAY(SELECT facility_id FROM old_rows));
      ELSE
        -- Only a move or an (in)activation changes a count: the facilities before and after of those rows.
        PERFORM recount_facility_patients(ARRAY(
          SELECT touched.facility_id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id,
            LATERAL (VALUES (new_rows.facility_id), (old_rows.facility_id)) AS touched(facility_id)
          WHERE (new_rows.facility_id, new_rows.is_active) IS DISTINCT FROM (old_rows.facility_id, old_rows.is_active)));
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER patients_recount_insert AFTER INSERT ON patients
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_recount();
    CREATE TRIGGER patients_recount_update AFTER UPDATE ON patients
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_recount();
    CREATE TRIGGER patients_recount_delete AFTER DELETE ON patients
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_recount();

    CREATE FUNCTION patient_allergies_recount() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM recount_facility_patients(ARRAY(
          SELECT patients.facility_id FROM new_rows JOIN patients ON patients.id = new_rows.patient_id));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM recount_facility_patients(ARRAY(
          SELECT patients.facility_id FROM old_rows JOIN patients ON patients.id = old_rows.patient_id));
      ELSE
        PERFORM recount_facility_patients(ARRAY(
          SELECT patients.facility_id FROM new_rows JOIN patients ON patients.id = new_rows.patient_id
          UNION
          SELECT patients.facility_id FROM old_rows JOIN patients ON patients.id = old_rows.patient_id));
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER patient_allergies_recount_insert AFTER INSERT ON patient_allergies
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_allergies_recount();
    CREATE TRIGGER patient_allergies_recount_update AFTER UPDATE ON patient_allergies
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION patient_allergies_recount();
    CREATE TRIGGER patient_allergies_recount_delete AFTER DELETE ON patient_allergies
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_allergies_recount();

    SELECT recount_facility_patients(ARRAY(SELECT id FROM facilities));

    CREATE INDEX patients_name ON patients (last_name, first_name, id);
  `.execute(db);
}
