import { sql, type Kysely } from 'kysely';

/**
 * Announces every change to what a session lookup reads (ARCHITECTURE.md, "The audited read path"), so each
 * server instance drops its cached sessions of that user: a session revoked or re-dated; a user's role,
 * facility, status, activity or MFA; their HIPAA agreements; a facility's MFA rule (every user: '*'). The
 * channel carries the user's id; NOTIFY is delivered at commit, so a rolled-back change announces nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed record;
    BEGIN
      IF TG_TABLE_NAME = 'facilities' THEN
        PERFORM pg_notify('carenest_session_changes', '*');
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
      IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('carenest_session_changes', changed.id::text);
      ELSE
        PERFORM pg_notify('carenest_session_changes', changed.user_id::text);
      END IF;
      RETURN NULL;
    END;
    $$;

    CREATE TRIGGER sessions_announce_change AFTER UPDATE ON sessions FOR EACH ROW
      WHEN ((OLD.revoked_at, OLD.expires_at) IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at))
      EXECUTE FUNCTION announce_session_change();
    CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions FOR EACH ROW
      EXECUTE FUNCTION announce_session_change();
    CREATE TRIGGER users_announce_change AFTER UPDATE ON users FOR EACH ROW
      WHEN ((OLD.role, OLD.facility_id, OLD.status, OLD.is_active, OLD.mfa_enabled)
            IS DISTINCT FROM (NEW.role, NEW.facility_id, NEW.status, NEW.is_active, NEW.mfa_enabled))
      EXECUTE FUNCTION announce_session_change();
    CREATE TRIGGER hipaa_records_announce_change AFTER INSERT OR UPDATE OR DELETE ON hipaa_records FOR EACH ROW
      EXECUTE FUNCTION announce_session_change();
    CREATE TRIGGER facilities_announce_change AFTER UPDATE ON facilities FOR EACH ROW
      WHEN (OLD.require_mfa_for_staff IS DISTINCT FROM NEW.require_mfa_for_staff)
      EXECUTE FUNCTION announce_session_change();
  `.execute(db);
}
