import { sql, type Kysely } from 'kysely';

/**
 * A closure day's name is optional: an administrator closes the facility on a day with or without saying why
 * ("Thanksgiving Day"). A name given stays 1 to 200 characters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE facility_closure_days ALTER COLUMN reason DROP NOT NULL`.execute(db);
}
