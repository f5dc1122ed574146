import { createHash } from 'node:crypto';
import { MESSAGES, canonicalJson } from '@carenest/core';
import { conflict } from '../lib/http-error.ts';
import type { CommandScope } from './request-scope.ts';

/** A write that carries a request id made once on the device (the driver's offline queue). */
export interface ReceiptKey {
  /** What the request does, e.g. "route.status": the same id for another operation is refused. */
  operation: string;
  requestId: string;
  body: unknown;
}

/**
 * Runs a write at most once per user and request id (ARCHITECTURE.md, "Offline writes"). The receipt row is
 * inserted first, inside the request's transaction: a concurrent duplicate waits on it and, once the first
 * commits, answers the stored answer; a duplicate after the fact answers it at once. The same id with another
 * body or operation is a 409. If the write fails, its transaction takes the receipt with it, so a retry runs
 * again. `isReplay` tells the caller not to announce anything a second time.
 */
export async function answerOnce<T>(
  scope: CommandScope,
  key: ReceiptKey,
  write: () => Promise<T>,
): Promise<{ answer: T; isReplay: boolean }> {
  const { trx, actor } = scope;
  const bodyHash = createHash('sha256').update(canonicalJson(key.body)).digest('hex');
  const where = { user_id: actor.userId, request_id: key.requestId };
  const inserted = await trx
    .insertInto('request_receipts')
    .values({ ...where, operation: key.operation, body_sha256: bodyHash })
    .onConflict((receipt) => receipt.columns(['user_id', 'request_id']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('request_receipts')
      .select(['operation', 'body_sha256', 'answer'])
      .where('user_id', '=', where.user_id)
      .where('request_id', '=', where.request_id)
      .executeTakeFirstOrThrow();
    if (existing.operation !== key.operation || existing.body_sha256 !== bodyHash)
      throw conflict(MESSAGES.requestIdReused);
    const stored = typeof existing.answer === 'string' ? JSON.parse(existing.answer) : existing.answer;
    return { answer: stored as T, isReplay: true };
  }
  const answer = await write();
  await trx
    .updateTable('request_receipts')
    .set({ status_code: 200, answer: JSON.stringify(answer) })
    .where('user_id', '=', where.user_id)
    .where('request_id', '=', where.request_id)
    .execute();
  return { answer, isReplay: false };
}
