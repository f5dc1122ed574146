import { sql, type Kysely } from 'kysely';

/**
 * End-of-day reports (ARCHITECTURE.md, "End-of-day reports"): one completed report per facility and day, enforced
 * by a partial unique index, so two instances past the cutoff cannot both write one; a re-generation archives the
 * report it supersedes and both are kept. A report is immutable: the only change a trigger lets through is
 * archiving a completed one, and none may be deleted before its retention date. job_heartbeats keeps each
 * scheduled job's last run for the status banners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE eod_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      report_date date NOT NULL,
      status text NOT NULL CHECK (status IN ('generating', 'completed', 'archived', 'error')),
      generated_by uuid NOT NULL,
      is_automated boolean NOT NULL,
      generated_at timestamptz NOT NULL,
      retention_date date NOT NULL,
      sections jsonb NOT NULL,
      summary jsonb NOT NULL,
      hash text NOT NULL,
      digital_signature text NOT NULL,
      supersedes uuid REFERENCES eod_reports(id),
      archived_at timestamptz,
      CONSTRAINT eod_reports_retention CHECK (retention_date > report_date),
      CONSTRAINT eod_reports_archived CHECK ((status = 'archived') = (archived_at IS NOT NULL))
    );
    CREATE UNIQUE INDEX eod_reports_one_per_day ON eod_reports (facility_id, report_date) WHERE status = 'completed';
    CREATE UNIQUE INDEX eod_reports_superseded_once ON eod_reports (supersedes) WHERE supersedes IS NOT NULL;
    CREATE INDEX eod_reports_facility_recent ON eod_reports (facility_id, report_date DESC, generated_at DESC);

    CREATE FUNCTION eod_reports_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.retention_date > current_date THEN
          RAISE EXCEPTION 'eod_reports: a report is kept until its retention date (%)', OLD.retention_date;
        END IF;
        RETURN OLD;
      END IF;
      IF OLD.status = 'completed' AND NEW.status = 'archived' AND NEW.archived_at IS NOT NULL
         AND (NEW.id, NEW.facility_id, NEW.report_date, NEW.generated_by, NEW.is_automated, NEW.generated_at,
              NEW.retention_date, NEW.sections, NEW.summary, NEW.hash, NEW.digital_signature, NEW.supersedes)
             IS NOT DISTINCT FROM
             (OLD.id, OLD.facility_id, OLD.report_date, OLD.generated_by, OLD.is_automated, OLD.generated_at,
              OLD.retention_date, OLD.sections, OLD.summary, OLD.hash, OLD.digital_signature, OLD.supersedes)
      THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'eod_reports is immutable: only archiving a completed report is allowed';
    END;
    $$;
    CREATE TRIGGER eod_reports_immutable BEFORE UPDATE OR DELETE ON eod_reports
      FOR EACH ROW EXECUTE FUNCTION eod_reports_guard();

    -- A report's access log (spec: accessLog) is read from the audit log: this partial index keeps that read
    -- small without touching the append path of every other audit row.
    CREATE INDEX audit_log_eod_report_access ON audit_log (resource_id, occurred_at DESC)
      WHERE resource_type = 'EOD_REPORT';

    CREATE TABLE job_heartbeats (
      job_name text PRIMARY KEY,
      last_run_at timestamptz NOT NULL,
      last_outcome text NOT NULL
    );
  `.execute(db);
}
