import type { InstallationStatus } from '@carenest/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whether the install is set up (it holds a facility: made by setup, the demo seed or a restore) and whether
 * it is a demo install (ARCHITECTURE.md, "First-run setup"). One statement, read by every screen.
 */
export async function loadInstallationStatus(
  db: Kysely<Database> | Transaction<Database>,
): Promise<InstallationStatus> {
  const { rows } = await sql<{ isSetUp: boolean; isDemo: boolean }>`
    SELECT EXISTS (SELECT 1 FROM facilities) AS "isSetUp",
           COALESCE((SELECT is_demo FROM installation), false) AS "isDemo"
  `.execute(db);
  return rows[0]!;
}

/** Whether this is a demo install: only there do the demo accounts sign in or show on the sign-in screen. */
export async function isDemoInstallation(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  return (await loadInstallationStatus(db)).isDemo;
}

/** Marks the install as a demo install, set up now; the demo seed calls it in its own transaction. */
export async function markDemoInstallation(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('installation')
    .values({ is_demo: true, set_up_at: now })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ is_demo: true, setup_code_hash: null, set_up_at: now }),
    )
    .execute();
}
