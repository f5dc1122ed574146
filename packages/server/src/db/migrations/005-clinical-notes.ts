import { sql, type Kysely } from 'kysely';

/**
 * Clinical notes: a note belongs to a patient (and so to the patient's facility); its content lives in
 * numbered, signed versions (the author's inline edit adds one, earlier ones stay readable) and its
 * corrections in signed amendments. Each version and amendment carries the SHA-256 of its canonical form
 * and the server's Ed25519 signature, which are what prove a row unchanged: reading a note re-checks both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clinical_notes (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES patients(id),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      note_type text NOT NULL CHECK (note_type IN ('nursing_note','therapy_note','medication_administration','vital_signs','incident_report','daily_assessment')),
      author_id uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL,
      is_amended boolean NOT NULL DEFAULT false,
      current_version integer NOT NULL DEFAULT 1 CHECK (current_version >= 1)
    );
    CREATE INDEX clinical_notes_patient ON clinical_notes (patient_id, created_at DESC);
    CREATE INDEX clinical_notes_facility ON clinical_notes (facility_id, created_at DESC);

    CREATE TABLE clinical_note_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      note_id uuid NOT NULL REFERENCES clinical_notes(id),
      version_number integer NOT NULL CHECK (version_number >= 1),
      content text NOT NULL,
      author_id uuid NOT NULL REFERENCES users(id),
      signed_at timestamptz NOT NULL,
      hash text NOT NULL,
      digital_signature text NOT NULL,
      UNIQUE (note_id, version_number)
    );

    CREATE TABLE clinical_note_amendments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      note_id uuid NOT NULL REFERENCES clinical_notes(id),
      author_id uuid NOT NULL REFERENCES users(id),
      reason text NOT NULL,
      amendment_text text NOT NULL,
      amended_at timestamptz NOT NULL,
      hash text NOT NULL,
      digital_signature text NOT NULL
    );
    CREATE INDEX clinical_note_amendments_note ON clinical_note_amendments (note_id, amended_at);
  `.execute(db);
}
