import type { AuditVerification } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { GENESIS_HASH, chainedFieldsOf, hashAuditRow } from './chain.ts';

/** Rows read per round trip while walking the chain. */
const BATCH_SIZE = 20_000;

/**
 * Walks the whole audit chain in position order, recomputing every entry's hash from the previous one and
 * its audit row, and reports the first broken link: a changed row, a removed or re-linked entry, or an audit
 * row that is neither chained nor waiting for the sequencer. Rows still waiting are not a break.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditVerification> {
  let previousHash = GENESIS_HASH;
  let expectedPosition = 1n;
  let checkedRows = 0;
  const readBatch = (fromPosition: bigint) =>
    db
      .selectFrom('audit_chain')
      .innerJoin('audit_log', 'audit_log.sequence', 'audit_chain.audit_sequence')
      .selectAll('audit_log')
      .select(['audit_chain.position', 'audit_chain.previous_hash', 'audit_chain.hash'])
      .where('audit_chain.position', '>=', fromPosition.toString())
      .orderBy('audit_chain.position')
      .limit(BATCH_SIZE)
      .execute();
  let nextBatch = readBatch(expectedPosition);
  // A batch read ahead and then not needed (the chain broke first) must not surface as an unhandled rejection.
  const prefetch = (batch: typeof nextBatch) => (batch.catch(() => undefined), batch);
  for (;;) {
    const rows = await nextBatch;
    // The next batch is read while this one is hashed.
    if (rows.length === BATCH_SIZE) nextBatch = prefetch(readBatch(BigInt(rows.at(-1)!.position) + 1n));
    for (const row of rows) {
      const broken = (reason: string) => ({
        isIntact: false,
        checkedRows,
        firstBrokenSequence: String(row.sequence),
        reason,
      });
      if (BigInt(row.position) !== expectedPosition)
        return broken(`the chain entry before entry #${row.sequence} is missing`);
      if (row.previous_hash !== previousHash) return broken('the link to the previous entry does not match');
      const hash = hashAuditRow(previousHash, chainedFieldsOf(row));
      if (hash !== row.hash) return broken('the entry was changed after it was written');
      previousHash = row.hash;
      expectedPosition += 1n;
      checkedRows += 1;
    }
    if (rows.length < BATCH_SIZE) return checkEveryRowAccountedFor(db, checkedRows);
  }
}

/** The chain is whole only if every audit row is chained or still waiting for the sequencer. */
async function checkEveryRowAccountedFor(
  db: Kysely<Database>,
  checkedRows: number,
): Promise<AuditVerification> {
  const orphan = await db
    .selectFrom('audit_log')
    .select('audit_log.sequence')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_chain')
            .select('audit_chain.position')
            .whereRef('audit_chain.audit_sequence', '=', 'audit_log.sequence'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_pending')
            .select('audit_pending.audit_sequence')
            .whereRef('audit_pending.audit_sequence', '=', 'audit_log.sequence'),
        ),
      ),
    )
    .orderBy('audit_log.sequence')
    .limit(1)
    .executeTakeFirst();
  if (orphan) {
    return {
      isIntact: false,
      checkedRows,
      firstBrokenSequence: String(orphan.sequence),
      reason: 'an entry is missing from the chain',
    };
  }
  return { isIntact: true, checkedRows, firstBrokenSequence: null, reason: null };
}
