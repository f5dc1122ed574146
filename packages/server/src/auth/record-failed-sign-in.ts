import { LIMITS, MESSAGES } from '@carenest/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { revokeAllSessions } from './start-session.ts';

/** The window in which failures count, for the account lock and for the IP. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** The account a failed attempt named, when it exists. */
export interface AttemptedAccount {
  id: string;
  role: string;
  facilityId: string | null;
  isLocked: boolean;
}

/** Failed sign-ins from one IP within the window. */
export async function countRecentFailuresFromIp(
  db: Transaction<Database> | Kysely<Database>,
  ipAddress: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('security_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('event_type', '=', 'login_failure')
    .where('ip_address', '=', ipAddress)
    .where('occurred_at', '>', new Date(now.getTime() - FAILURE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Books a failed sign-in (wrong password, unknown email, wrong role card, locked account, wrong MFA code):
 * a medium login_failure event; on a known account one more failure, and at the third the account is
 * locked for 15 minutes with its sessions ended (account_locked); at the fifth failure from one IP a
 * high suspicious_activity event "Multiple failed login attempts". The audit log gets the failed LOGIN.
 */
export async function recordFailedSignIn(
  trx: Transaction<Database>,
  account: AttemptedAccount | undefined,
  context: AuditContext & { ipAddress: string },
  details: { chosenRole?: string; stage: 'password' | 'mfa'; purpose?: 'witness' },
  now: Date,
): Promise<void> {
  const base = { ipAddress: context.ipAddress, userAgent: context.userAgent };
  await recordSecurityEvent(trx, {
    ...base,
    type: 'login_failure',
    severity: 'medium',
    userId: account?.id ?? null,
    facilityId: account?.facilityId ?? null,
    details,
  });
  if (account && !account.isLocked) {
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
      .where('id', '=', account.id)
      .returning('failed_login_count')
      .executeTakeFirstOrThrow();
    if (updated.failed_login_count >= LIMITS.lockThreshold) {
      await trx
        .updateTable('users')
        .set({ locked_until: new Date(now.getTime() + FAILURE_WINDOW_MS), failed_login_count: 0 })
        .where('id', '=', account.id)
        .execute();
      await revokeAllSessions(trx, account.id, now);
      await recordSecurityEvent(trx, {
        ...base,
        type: 'account_locked',
        severity: 'high',
        userId: account.id,
        facilityId: account.facilityId,
        details: { reason: `Account locked after ${LIMITS.lockThreshold} failed sign-in attempts` },
        alertTitle: 'Account locked',
      });
    }
  }
  if ((await countRecentFailuresFromIp(trx, context.ipAddress, now)) === LIMITS.suspiciousIpThreshold) {
    await recordSecurityEvent(trx, {
      ...base,
      type: 'suspicious_activity',
      severity: 'high',
      userId: null,
      facilityId: account?.facilityId ?? null,
      details: { reason: 'Multiple failed login attempts' },
      alertTitle: 'Suspicious activity',
    });
  }
  await appendAudit(
    trx,
    { ...context, userId: account?.id ?? null, userRole: account?.role ?? null },
    {
      action: 'LOGIN',
      resourceType: 'SESSION',
      newValues: details,
      success: false,
      errorMessage: details.stage === 'mfa' ? MESSAGES.invalidMfaCode : MESSAGES.invalidCredentials,
    },
  );
}
