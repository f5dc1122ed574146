import { LIMITS } from '@carenest/core';
import type { Transaction } from 'kysely';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import { announceSessionEnd } from '../events/announce-session-end.ts';

/** A new session: its token (for the cookie only) and ids. */
export interface StartedSession {
  token: string;
  userId: string;
  sessionId: string;
}

/**
 * Opens a new session for a user who proved who they are: a fresh random token at every sign-in,
 * the failure counters cleared, last login stamped, and the LOGIN written to the audit log.
 */
export async function startSession(
  trx: Transaction<Database>,
  user: { id: string; role: string },
  context: AuditContext,
  now: Date,
): Promise<StartedSession> {
  const token = createSessionToken();
  const session = await trx
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: user.id,
      ip_address: context.ipAddress ?? 'unknown',
      user_agent: context.userAgent ?? 'unknown',
      last_seen_at: now,
      expires_at: new Date(now.getTime() + LIMITS.sessionAbsoluteHours * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ last_login: now, failed_login_count: 0, locked_until: null })
    .where('id', '=', user.id)
    .execute();
  await appendAudit(
    trx,
    { ...context, userId: user.id, userRole: user.role, sessionId: session.id },
    { action: 'LOGIN', resourceType: 'SESSION', resourceId: session.id },
  );
  return { token, userId: user.id, sessionId: session.id };
}

/** Ends every open session of a user (password change, deactivation, lock), their event streams too. */
export async function revokeAllSessions(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceSessionEnd(trx, userId);
}
