import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishSecurityEventChanged } from './publish-security-event-changed.ts';

/** Marks a security event the actor sees resolved, audited as RESOLVE_SECURITY_EVENT and announced. */
export async function resolveSecurityEvent(
  scope: CommandScope & { event: { id: string; facilityId: string | null } },
): Promise<void> {
  const { trx, actor, event, now } = scope;
  await trx
    .updateTable('security_events')
    .set({ resolved: true, resolved_at: now, resolved_by: actor.userId })
    .where('id', '=', event.id)
    .execute();
  await auditChange(scope, {
    action: 'RESOLVE_SECURITY_EVENT',
    resourceType: 'SECURITY_EVENT',
    resourceId: event.id,
    oldValues: { resolved: false },
    newValues: { resolved: true },
  });
  await publishSecurityEventChanged(trx, event);
}
