import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { DriverTaskRow } from './load-driver-tasks.ts';
import { publishDriverTaskChange } from './publish-driver-task-change.ts';

/**
 * Ticks a task off (who and when are kept) or opens it again, audited as COMPLETE_DRIVER_TASK or
 * REOPEN_DRIVER_TASK with the completion before and after. Asking for the state it is already in changes
 * nothing and records nothing (a double tap, a replayed request).
 */
export async function setDriverTaskCompletion(
  scope: CommandScope & { task: DriverTaskRow; isCompleted: boolean },
): Promise<void> {
  const { trx, actor, now, task, isCompleted } = scope;
  if ((task.completed_at !== null) === isCompleted) return;
  await trx
    .updateTable('driver_tasks')
    .set(
      isCompleted
        ? { completed_at: now, completed_by: actor.userId }
        : { completed_at: null, completed_by: null },
    )
    .where('id', '=', task.id)
    .execute();
  await auditChange(scope, {
    action: isCompleted ? 'COMPLETE_DRIVER_TASK' : 'REOPEN_DRIVER_TASK',
    resourceType: 'DRIVER_TASK',
    resourceId: task.id,
    oldValues: { isCompleted: !isCompleted },
    newValues: { isCompleted },
  });
  await publishDriverTaskChange(trx, {
    resourceId: task.id,
    driverId: task.driver_id,
    facilityId: task.facility_id,
  });
}
