import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishSystemAlertChanged } from './raise-system-alert.ts';

/** Marks a system alert the actor sees resolved, audited as RESOLVE_SYSTEM_ALERT and announced. */
export async function resolveSystemAlert(
  scope: CommandScope & { alert: { id: string; facilityId: string | null } },
): Promise<void> {
  const { trx, actor, alert, now } = scope;
  await trx
    .updateTable('system_alerts')
    .set({ resolved: true, resolved_at: now, resolved_by: actor.userId })
    .where('id', '=', alert.id)
    .execute();
  await auditChange(scope, {
    action: 'RESOLVE_SYSTEM_ALERT',
    resourceType: 'SYSTEM_ALERT',
    resourceId: alert.id,
    oldValues: { resolved: false },
    newValues: { resolved: true },
  });
  await publishSystemAlertChanged(trx, alert);
}
