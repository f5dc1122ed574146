import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

/** One hour, the window every submission limit counts over. */
const HOUR_MS = 3_600_000;

/** The 429 of a submission limit. */
export function tooManySubmissions(): HttpError {
  return new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManySubmissions);
}

/**
 * Takes the transaction-scoped lock of one counter (an account's or an address's attempts at one action), so
 * concurrent attempts are counted one after the other, never side by side (CODE_STYLE.md, "Server"): each waits
 * until the one before has committed its audit row.
 */
export async function lockCounter(trx: Transaction<Database>, counter: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${counter}))`.execute(trx);
}

/**
 * Refuses with 429 when `userId` already has `limit` audit rows of `action` within the last hour, counted under
 * the counter's lock (ARCHITECTURE.md, "Parent portal"): the audit row each accepted submission writes in the
 * same transaction is what the next one counts.
 */
export async function refuseTooFrequent(
  scope: { trx: Transaction<Database>; now: Date },
  options: { userId: string; action: string; limit: number },
): Promise<void> {
  const { trx, now } = scope;
  await lockCounter(trx, `${options.action}|${options.userId}`);
  const row = await trx
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', options.userId)
    .where('action', '=', options.action)
    .where('success', '=', true)
    .where('occurred_at', '>=', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (row.count >= options.limit) throw tooManySubmissions();
}
