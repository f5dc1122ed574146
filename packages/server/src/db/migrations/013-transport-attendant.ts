import { sql, type Kysely } from 'kysely';

/**
 * A child's transport requirement: the credential the staff member riding with them must hold (RN, LVN or
 * direct care), or null when none is required. A route carrying the child cannot start without an attendant
 * whose credential covers it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE patients ADD COLUMN transport_attendant text
      CHECK (transport_attendant IN ('RN', 'LVN', 'direct_care'));
  `.execute(db);
}
