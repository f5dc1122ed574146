import { sql, type Kysely } from 'kysely';

/**
 * Incident and abuse reports (Florida 59A-13.005, Texas 26 TAC §550.903): `incidents` holds what happened,
 * when and where, the corrective action, and where the report stands (open, reviewed, closed: a closed
 * report carries its corrective action, who closed it and when); a medication-error report may name the
 * end-of-day report and the administration whose finding it answers. Each child involved is a row of
 * `incident_children` with the care given and by whom and the parent's notification; `incident_staff` names
 * the staff involved; `incident_agency_notifications` records who at HHSC or law enforcement was notified,
 * when, and the reference, one row per agency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE incidents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      incident_type text NOT NULL CHECK (incident_type IN ('fall_or_injury', 'medication_error',
        'equipment_failure', 'elopement', 'behaviour', 'illness_on_site', 'abuse_or_neglect_suspicion', 'other')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'reviewed', 'closed')),
      occurred_at timestamptz NOT NULL,
      location text NOT NULL,
      description text NOT NULL,
      corrective_action text NOT NULL DEFAULT '',
      eod_report_id uuid REFERENCES eod_reports(id),
      administration_id uuid REFERENCES medication_administrations(id),
      reported_by uuid NOT NULL REFERENCES users(id),
      reported_at timestamptz NOT NULL,
      review_notes text,
      reviewed_by uuid REFERENCES users(id),
      reviewed_at timestamptz,
      closed_by uuid REFERENCES users(id),
      closed_at timestamptz,
      CONSTRAINT incidents_closed_with_action CHECK (
        (status = 'closed') = (closed_at IS NOT NULL) AND (status <> 'closed' OR corrective_action <> '')),
      CONSTRAINT incidents_finding_whole CHECK ((eod_report_id IS NULL) = (administration_id IS NULL))
    );
    CREATE INDEX incidents_facility_time ON incidents (facility_id, occurred_at DESC);
    CREATE INDEX incidents_administration ON incidents (administration_id) WHERE administration_id IS NOT NULL;

    CREATE TABLE incident_children (
      incident_id uuid NOT NULL REFERENCES incidents(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      care_given text NOT NULL,
      care_given_by uuid NOT NULL REFERENCES users(id),
      parent_notified_name text,
      parent_notified_at timestamptz,
      parent_notification_method text CHECK (parent_notification_method IN ('in_person', 'phone',
        'secure_message', 'email')),
      PRIMARY KEY (incident_id, patient_id),
      CONSTRAINT incident_children_notification_whole CHECK (
        (parent_notified_name IS NULL) = (parent_notified_at IS NULL)
        AND (parent_notified_at IS NULL) = (parent_notification_method IS NULL))
    );
    CREATE INDEX incident_children_patient ON incident_children (patient_id);

    CREATE TABLE incident_staff (
      incident_id uuid NOT NULL REFERENCES incidents(id),
      user_id uuid NOT NULL REFERENCES users(id),
      PRIMARY KEY (incident_id, user_id)
    );

    CREATE TABLE incident_agency_notifications (
      incident_id uuid NOT NULL REFERENCES incidents(id),
      agency text NOT NULL CHECK (agency IN ('hhsc', 'law_enforcement')),
      notified_at timestamptz NOT NULL,
      reference text NOT NULL CHECK (reference <> ''),
      recorded_by uuid NOT NULL REFERENCES users(id),
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (incident_id, agency)
    );
  `.execute(db);
}
