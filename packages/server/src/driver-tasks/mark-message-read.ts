import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { DriverMessageRow } from './load-driver-tasks.ts';
import { publishDriverTaskChange } from './publish-driver-task-change.ts';

/** Marks a message read by its driver, once (a second time keeps the first time and records nothing). */
export async function markDriverMessageRead(
  scope: CommandScope & { message: DriverMessageRow },
): Promise<void> {
  const { trx, now, message } = scope;
  if (message.read_at !== null) return;
  await trx.updateTable('driver_messages').set({ read_at: now }).where('id', '=', message.id).execute();
  await auditChange(scope, {
    action: 'READ_DRIVER_MESSAGE',
    resourceType: 'DRIVER_MESSAGE',
    resourceId: message.id,
    newValues: { readAt: now.toISOString() },
  });
  await publishDriverTaskChange(trx, {
    resourceId: message.id,
    driverId: message.driver_id,
    facilityId: message.facility_id,
  });
}
