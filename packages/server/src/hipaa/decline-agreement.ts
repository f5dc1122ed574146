import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** Declines the HIPAA agreement: the actor's session ends (DECLINE_HIPAA_AGREEMENT is audited). */
export async function declineHipaaAgreement(scope: CommandScope): Promise<void> {
  const { trx, actor, now } = scope;
  await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', actor.sessionId).execute();
  await auditChange(scope, { action: 'DECLINE_HIPAA_AGREEMENT', resourceType: 'HIPAA_COMPLIANCE' });
}
