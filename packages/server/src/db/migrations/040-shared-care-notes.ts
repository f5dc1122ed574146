import { sql, type Kysely } from 'kysely';

/**
 * A clinical note may be shared with the child's family (clinical_notes.is_shared_with_family): its author
 * marks it when writing it or later, and parents read only the notes so marked. Every note written before
 * stays unshared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clinical_notes ADD COLUMN is_shared_with_family boolean NOT NULL DEFAULT false`.execute(
    db,
  );
}
