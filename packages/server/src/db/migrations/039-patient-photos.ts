import { sql, type Kysely } from 'kysely';

/**
 * The child's photo: each stored photo is a row of `patient_photos` naming its encrypted blob (the storage key,
 * the wrapped data key and nonce, as documents keep theirs) and its content type. A child has at most one
 * current photo and at most one proposal (a parent's photo waiting for staff to accept or reject it).
 * `patients.photo_url` becomes the path the app loads the current photo from (with its photo id as a version,
 * so a new photo is a new address), and stays null without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE patient_photos (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES patients(id),
      status text NOT NULL CHECK (status IN ('current','proposed')),
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg','image/png')),
      file_size integer NOT NULL CHECK (file_size > 0),
      storage_key text NOT NULL UNIQUE,
      wrapped_key text NOT NULL,
      content_nonce text NOT NULL,
      uploaded_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (patient_id, status)
    );
  `.execute(db);
}
