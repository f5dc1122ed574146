import { verifySecondFactor } from '../auth/index.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from '../users/index.ts';

/**
 * Turns MFA off once a current authenticator or recovery code proves the second factor (the password was
 * checked before): the secret and recovery codes are removed, an mfa_disabled security event recorded,
 * DISABLE_MFA audited and the account announced. Answers false when the code is wrong or MFA is off.
 */
export async function disableMfa(
  scope: CommandScope & { code: string; ipAddress: string },
): Promise<boolean> {
  const { trx, actor, audit } = scope;
  const user = await trx
    .selectFrom('users')
    .select(['mfa_secret', 'mfa_enabled', 'mfa_last_step', 'facility_id'])
    .where('id', '=', actor.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!user.mfa_enabled || !user.mfa_secret) return false;
  if (!(await verifySecondFactor(trx, actor.userId, user.mfa_secret, user.mfa_last_step, scope.code)))
    return false;
  await trx
    .updateTable('users')
    .set({ mfa_enabled: false, mfa_secret: null, mfa_last_step: null })
    .where('id', '=', actor.userId)
    .execute();
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', actor.userId).execute();
  await recordSecurityEvent(trx, {
    type: 'mfa_disabled',
    severity: 'medium',
    userId: actor.userId,
    facilityId: user.facility_id,
    ipAddress: scope.ipAddress,
    userAgent: audit.userAgent,
  });
  await auditChange(scope, {
    action: 'DISABLE_MFA',
    resourceType: 'USER',
    resourceId: actor.userId,
    oldValues: { mfaEnabled: true },
    newValues: { mfaEnabled: false },
  });
  await publishUserChanged(trx, { id: actor.userId, facilityId: user.facility_id });
  return true;
}
