import { createRecoveryCodes, verifyTotp } from '../auth/index.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from '../users/index.ts';

/**
 * Confirms an enrolment with a code from the authenticator: MFA turns on, ten recovery codes replace any
 * earlier ones, an mfa_enabled security event is recorded, ENABLE_MFA audited and the account announced.
 * Answers the recovery codes (shown once), or undefined when the code is wrong or nothing awaits it.
 */
export async function enableMfa(
  scope: CommandScope & { code: string; ipAddress: string },
): Promise<string[] | undefined> {
  const { trx, actor, audit } = scope;
  const user = await trx
    .selectFrom('users')
    .select(['mfa_secret', 'mfa_enabled', 'facility_id'])
    .where('id', '=', actor.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (user.mfa_enabled || !user.mfa_secret) return undefined;
  const step = verifyTotp(user.mfa_secret, scope.code, null);
  if (step === null) return undefined;
  const { codes, hashes } = createRecoveryCodes();
  await trx
    .updateTable('users')
    .set({ mfa_enabled: true, mfa_last_step: step })
    .where('id', '=', actor.userId)
    .execute();
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', actor.userId).execute();
  await trx
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: actor.userId, code_hash })))
    .execute();
  await recordSecurityEvent(trx, {
    type: 'mfa_enabled',
    severity: 'low',
    userId: actor.userId,
    facilityId: user.facility_id,
    ipAddress: scope.ipAddress,
    userAgent: audit.userAgent,
  });
  await auditChange(scope, {
    action: 'ENABLE_MFA',
    resourceType: 'USER',
    resourceId: actor.userId,
    oldValues: { mfaEnabled: false },
    newValues: { mfaEnabled: true },
  });
  await publishUserChanged(trx, { id: actor.userId, facilityId: user.facility_id });
  return codes;
}
