import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { announceSessionEnd } from '../events/announce-session-end.ts';

/** Declines the HIPAA agreement: the actor's session ends (DECLINE_HIPAA_AGREEMENT is audited). */
export async function declineHipaaAgreement(scope: CommandScope): Promise<void> {
  const { trx, actor, now } = scope;
  await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', actor.sessionId).execute();
  await announceSessionEnd(trx, actor.userId, actor.sessionId);
  await auditChange(scope, { action: 'DECLINE_HIPAA_AGREEMENT', resourceType: 'HIPAA_COMPLIANCE' });
}
