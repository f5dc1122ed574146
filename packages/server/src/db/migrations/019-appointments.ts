import { sql, type Kysely } from 'kysely';

/**
 * Appointments of a child: scheduled by staff, or requested by a parent (a preferred day) and then accepted
 * (scheduled at a time) or declined with a message to the family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE appointments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      appointment_type text NOT NULL CHECK (appointment_type IN ('therapy_evaluation', 'physician_visit',
        'care_conference')),
      status text NOT NULL CHECK (status IN ('requested', 'scheduled', 'declined')),
      starts_at timestamptz,
      duration_minutes smallint CHECK (duration_minutes BETWEEN 15 AND 240),
      location text NOT NULL DEFAULT '',
      notes text NOT NULL DEFAULT '',
      preferred_date date,
      requested_by uuid REFERENCES users(id),
      response_message text,
      answered_by uuid REFERENCES users(id),
      answered_at timestamptz,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT appointments_scheduled_time CHECK ((status = 'scheduled') = (starts_at IS NOT NULL))
    );
    CREATE INDEX appointments_patient ON appointments (patient_id, starts_at);
  `.execute(db);
}
