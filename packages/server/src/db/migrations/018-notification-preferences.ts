import { sql, type Kysely } from 'kysely';

/**
 * Notification preferences: a row per user and category they changed (absent means on). Notifications of a
 * category a recipient turned off are not created for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_preferences (
      user_id uuid NOT NULL REFERENCES users(id),
      category text NOT NULL CHECK (category IN ('transport', 'medications', 'messages', 'reports')),
      is_enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, category)
    );
  `.execute(db);
}
