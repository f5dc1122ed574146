import { announceSessionEnd } from '../events/announce-session-end.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** Ends the actor's own session (this device only), audited as LOGOUT. */
export async function signOut(scope: CommandScope): Promise<void> {
  const { trx, actor, now } = scope;
  await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', actor.sessionId).execute();
  await announceSessionEnd(trx, actor.userId, actor.sessionId);
  await auditChange(scope, { action: 'LOGOUT', resourceType: 'SESSION', resourceId: actor.sessionId });
}
