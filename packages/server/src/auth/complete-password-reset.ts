import { appendAudit } from '../audit/append-audit.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { consumePasswordLink } from './password-links.ts';
import { revokeAllSessions } from './start-session.ts';
import type { VisitorScope } from './visitor-scope.ts';

/**
 * Sets a password through a one-time link (a reset, or the first setup of a created account): the link is
 * used up, the lock and failure count cleared, every session ended, a password_changed security event
 * recorded and RESET_PASSWORD audited. Answers false when the link is invalid, used or expired.
 */
export async function completePasswordReset(
  scope: VisitorScope & { token: string; passwordHash: string },
): Promise<boolean> {
  const { db, audit, now } = scope;
  return db.transaction().execute(async (trx) => {
    const link = await consumePasswordLink(trx, scope.token, now);
    if (!link) return false;
    const user = await trx
      .updateTable('users')
      .set({
        password_hash: scope.passwordHash,
        password_changed_at: now,
        failed_login_count: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', link.userId)
      .returning(['id', 'role', 'facility_id'])
      .executeTakeFirstOrThrow();
    await revokeAllSessions(trx, user.id, now);
    await recordSecurityEvent(trx, {
      type: 'password_changed',
      severity: 'low',
      userId: user.id,
      facilityId: user.facility_id,
      ipAddress: audit.ipAddress,
      userAgent: audit.userAgent,
      details: { through: 'one-time link' },
    });
    await appendAudit(
      trx,
      { ...audit, userId: user.id, userRole: user.role },
      { action: 'RESET_PASSWORD', resourceType: 'USER', resourceId: user.id },
    );
    return true;
  });
}
