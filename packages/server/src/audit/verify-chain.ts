import type { AuditVerification } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { GENESIS_HASH, chainedFieldsOf, hashAuditRow } from './chain.ts';

/** Rows read per round trip while walking the chain. */
const BATCH_SIZE = 20_000;

/**
 * Walks the whole audit chain in sequence order, recomputing every row's hash from the previous one, and
 * reports the first broken link: a changed row, a removed row (gap) or a re-linked row.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditVerification> {
  let previousHash = GENESIS_HASH;
  let expectedSequence = 1n;
  let checkedRows = 0;
  const readBatch = (fromSequence: bigint) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('sequence', '>=', fromSequence.toString())
      .orderBy('sequence')
      .limit(BATCH_SIZE)
      .execute();
  let nextBatch = readBatch(expectedSequence);
  // A batch read ahead and then not needed (the chain broke first) must not surface as an unhandled rejection.
  const prefetch = (batch: typeof nextBatch) => (batch.catch(() => undefined), batch);
  for (;;) {
    const rows = await nextBatch;
    // The next batch is read while this one is hashed.
    if (rows.length === BATCH_SIZE) nextBatch = prefetch(readBatch(BigInt(rows.at(-1)!.sequence) + 1n));
    for (const row of rows) {
      const sequence = BigInt(row.sequence);
      const broken = (reason: string) => ({
        isIntact: false,
        checkedRows,
        firstBrokenSequence: sequence.toString(),
        reason,
      });
      if (sequence !== expectedSequence)
        return {
          ...broken(`entry #${expectedSequence} is missing`),
          firstBrokenSequence: expectedSequence.toString(),
        };
      if (row.previous_hash !== previousHash) return broken('the link to the previous entry does not match');
      const hash = hashAuditRow(previousHash, chainedFieldsOf(row));
      if (hash !== row.hash) return broken('the entry was changed after it was written');
      previousHash = row.hash;
      expectedSequence += 1n;
      checkedRows += 1;
    }
    if (rows.length < BATCH_SIZE)
      return { isIntact: true, checkedRows, firstBrokenSequence: null, reason: null };
  }
}
