import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { announceSessionEnd } from '../events/announce-session-end.ts';

/** Ends one of the actor's own open sessions (END_SESSION); answers false when there is no such session. */
export async function endAccountSession(scope: CommandScope & { sessionId: string }): Promise<boolean> {
  const { trx, actor, now } = scope;
  const ended = await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', scope.sessionId)
    .where('user_id', '=', actor.userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!ended) return false;
  await announceSessionEnd(trx, actor.userId, ended.id);
  await auditChange(scope, { action: 'END_SESSION', resourceType: 'SESSION', resourceId: ended.id });
  return true;
}
