import { revokeAllSessions, startSession } from '../auth/index.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/**
 * Replaces the actor's password (already checked against the current one, and hashed): every session ends,
 * a password_changed security event is recorded, CHANGE_PASSWORD audited, and a fresh session is opened for
 * this device. Answers the new session, whose token the route sets as the cookie.
 */
export async function changePassword(
  scope: CommandScope & { passwordHash: string; ipAddress: string },
): Promise<{ token: string }> {
  const { trx, actor, audit, now } = scope;
  const user = await trx
    .updateTable('users')
    .set({ password_hash: scope.passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', actor.userId)
    .returning(['role', 'facility_id'])
    .executeTakeFirstOrThrow();
  await revokeAllSessions(trx, actor.userId, now);
  await recordSecurityEvent(trx, {
    type: 'password_changed',
    severity: 'low',
    userId: actor.userId,
    facilityId: user.facility_id,
    ipAddress: scope.ipAddress,
    userAgent: audit.userAgent,
  });
  await auditChange(scope, { action: 'CHANGE_PASSWORD', resourceType: 'USER', resourceId: actor.userId });
  return startSession(trx, { id: actor.userId, role: user.role }, audit, now);
}
