import { sql, type Kysely } from 'kysely';

/**
 * Family codes: one-time codes an administrator issues for a child, which a parent types with the child's
 * name and date of birth to link the child to their account. Only the SHA-256 of the code is kept (the
 * code is shown once); a code is used once, can be revoked, and expires. Linked at most once each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE family_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      code_sha256 text NOT NULL UNIQUE,
      issued_by uuid NOT NULL REFERENCES users(id),
      issued_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_by uuid REFERENCES users(id),
      used_at timestamptz,
      revoked_by uuid REFERENCES users(id),
      revoked_at timestamptz,
      CONSTRAINT family_codes_use CHECK ((used_by IS NULL) = (used_at IS NULL)),
      CONSTRAINT family_codes_revocation CHECK ((revoked_by IS NULL) = (revoked_at IS NULL)),
      CONSTRAINT family_codes_once CHECK (used_at IS NULL OR revoked_at IS NULL)
    );
    CREATE INDEX family_codes_patient ON family_codes (patient_id, issued_at DESC);
  `.execute(db);
}
