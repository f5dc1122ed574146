import { sql, type Kysely } from 'kysely';

/**
 * How many chained audit rows each facility's users wrote (ARCHITECTURE.md, "Lists at scale"): the audit log
 * screen's total without counting millions of rows. `scope` is the facility's id, or '' for rows of no
 * facility's user (sign-in attempts, the system). The sequencer adds each batch it links in the same
 * transaction; rows not yet linked are counted live from audit_pending. When a user moves to another
 * facility, their rows move with them (the screen scopes rows by the user's facility), under the
 * sequencer's lock so a batch being linked is counted on one side only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log_counts (
      scope text PRIMARY KEY,
      entries bigint NOT NULL CHECK (entries >= 0)
    );

    -- Counts every linked row again (here, and to repair counts after a bulk load that bypassed the sequencer).
    CREATE FUNCTION recount_audit_log() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(7240531);
      DELETE FROM audit_log_counts;
      INSERT INTO audit_log_counts (scope, entries)
        SELECT coalesce(users.facility_id::text, ''), count(*)
        FROM audit_chain
        JOIN audit_log ON audit_log.sequence = audit_chain.audit_sequence
        LEFT JOIN users ON users.id = audit_log.user_id
        GROUP BY 1;
    END;
    $$;
    SELECT recount_audit_log();

    CREATE FUNCTION users_move_audit_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      moved bigint;
    BEGIN
      -- The sequencer's lock (chain-sequencer.ts): no batch is linked between this count and the move.
      PERFORM pg_advisory_xact_lock(7240531);
      SELECT count(*) INTO moved FROM audit_log
        JOIN audit_chain ON audit_chain.audit_sequence = audit_log.sequence
        WHERE audit_log.user_id = NEW.id;
      IF moved > 0 THEN
        UPDATE audit_log_counts SET entries = entries - moved WHERE scope = coalesce(OLD.facility_id::text, '');
        INSERT INTO audit_log_counts (scope, entries) VALUES (coalesce(NEW.facility_id::text, ''), moved)
          ON CONFLICT (scope) DO UPDATE SET entries = audit_log_counts.entries + excluded.entries;
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER users_move_audit_counts AFTER UPDATE OF facility_id ON users
      FOR EACH ROW WHEN (OLD.facility_id IS DISTINCT FROM NEW.facility_id)
      EXECUTE FUNCTION users_move_audit_counts();
  `.execute(db);
}
