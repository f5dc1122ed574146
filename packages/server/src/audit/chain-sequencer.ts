import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { GENESIS_HASH, chainedFieldsOf, hashAuditRow } from './chain.ts';

/** Advisory lock key held by the one sequencer pass at work (across server instances on one database). */
const SEQUENCER_LOCK = 7_240_531;
/** Audit rows linked per transaction. */
const BATCH_SIZE = 2_000;
/** How often the sequencer looks for committed, unchained rows. */
const INTERVAL_MS = 200;
/** How often, at most, the sequencer vacuums audit_pending after linking rows. */
const VACUUM_INTERVAL_MS = 2_000;

/**
 * Links committed audit rows into the chain, oldest sequence first: each entry gets the next position, the
 * previous entry's hash and SHA-256(previous hash + the row's canonical fields); the rows' pending markers
 * are removed in the same transaction. One pass works at a time (a transaction-scoped advisory lock; another
 * pass, from this or another instance, waits and then finds what is left), so the chain never forks. Each
 * facility's count of linked rows (audit_log_counts, for the audit log's total) grows in the same transaction.
 * Answers how many rows it linked.
 */
export async function chainPendingAuditRows(db: Kysely<Database>): Promise<number> {
  let linked = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
      const pending = await trx
        .selectFrom('audit_pending')
        .innerJoin('audit_log', 'audit_log.sequence', 'audit_pending.audit_sequence')
        .selectAll('audit_log')
        .orderBy('audit_log.sequence')
        .limit(BATCH_SIZE)
        .execute();
      if (pending.length === 0) return 0;
      const head = await trx
        .selectFrom('audit_chain')
        .select(['position', 'hash'])
        .orderBy('position', 'desc')
        .limit(1)
        .executeTakeFirst();
      let position = BigInt(head?.position ?? 0);
      let previousHash = head?.hash ?? GENESIS_HASH;
      const entries = pending.map((row) => {
        const hash = hashAuditRow(previousHash, chainedFieldsOf(row));
        position += 1n;
        const entry = { position: position.toString(), sequence: String(row.sequence), previousHash, hash };
        previousHash = hash;
        return entry;
      });
      const column = <Key extends keyof (typeof entries)[number]>(key: Key) =>
        entries.map((entry) => entry[key]);
      await sql`
        INSERT INTO audit_chain (position, audit_sequence, previous_hash, hash)
        SELECT * FROM unnest(${column('position')}::bigint[], ${column('sequence')}::bigint[],
                             ${column('previousHash')}::text[], ${column('hash')}::text[])`.execute(trx);
      await trx.deleteFrom('audit_pending').where('audit_sequence', 'in', column('sequence')).execute();
      await sql`
        INSERT INTO audit_log_counts (scope, entries)
        SELECT coalesce(users.facility_id::text, ''), count(*)
        FROM audit_log LEFT JOIN users ON users.id = audit_log.user_id
        WHERE audit_log.sequence = ANY (${column('sequence')}::bigint[])
        GROUP BY 1
        ON CONFLICT (scope) DO UPDATE SET entries = audit_log_counts.entries + excluded.entries`.execute(trx);
      return entries.length;
    });
    linked += batch;
    if (batch < BATCH_SIZE) return linked;
  }
}

/**
 * Runs the sequencer every 200 ms until stopped; stopping waits for the pass under way and links what is
 * left, so a clean shutdown leaves nothing pending. A failed pass is reported and retried on the next tick.
 */
export function startAuditSequencer(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let lastVacuum = 0;
  // Every audited request adds a pending row and each pass deletes what it linked: the queue churns faster than
  // autovacuum visits (once a minute), and the dead rows would slow every reader of it (the audit log's total,
  // the next pass). A plain VACUUM of the small table after linking clears them.
  const pass = async () => {
    const linked = await chainPendingAuditRows(db);
    if (linked > 0 && Date.now() - lastVacuum >= VACUUM_INTERVAL_MS) {
      lastVacuum = Date.now();
      await sql`VACUUM audit_pending`.execute(db);
    }
  };
  const timer = setInterval(() => {
    // A tick while a pass is still under way is skipped: that pass reaches the new rows.
    running ??= pass()
      .catch(onError)
      .finally(() => (running = undefined));
  }, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await chainPendingAuditRows(db).catch(onError);
    },
  };
}
