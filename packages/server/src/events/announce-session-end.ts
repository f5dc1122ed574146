import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from './publish-event.ts';

/**
 * Announces, in the transaction that ends them, that sessions of a user ended: one session (sign-out,
 * HIPAA decline, ending it from another device) or, without `sessionId`, all of them (password change,
 * deactivation, lock). Every instance closes those sessions' event streams at once, and the user's other
 * tabs check their session again.
 */
export function announceSessionEnd(
  trx: Transaction<Database>,
  userId: string,
  sessionId?: string,
): Promise<void> {
  return publishEvent(trx, { kind: 'session.ended', resourceId: sessionId, userIds: [userId] });
}
