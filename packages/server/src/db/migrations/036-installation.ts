import { sql, type Kysely } from 'kysely';

/**
 * The install itself, one row at most (ARCHITECTURE.md, "First-run setup"): whether it holds demo data, the
 * SHA-256 of the newest setup code while nobody has set it up, and when setup was done. A database that
 * already holds facilities is set up; it counts as a demo install when it holds the demo accounts
 * (`@carenest.example`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE installation (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      is_demo boolean NOT NULL,
      setup_code_hash text CHECK (setup_code_hash ~ '^[0-9a-f]{64}$'),
      setup_code_issued_at timestamptz,
      set_up_at timestamptz,
      CHECK (set_up_at IS NULL OR setup_code_hash IS NULL)
    );

    INSERT INTO installation (is_demo, set_up_at)
      SELECT EXISTS (SELECT 1 FROM users WHERE email LIKE '%@carenest.example'), now()
      WHERE EXISTS (SELECT 1 FROM facilities);
  `.execute(db);
}
