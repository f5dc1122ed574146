import {
  taskTitleOfMessage,
  taskTypeOfMessage,
  type DriverTaskPriority,
  type DriverTaskType,
  type ValidDriverMessageInput,
  type ValidDriverTaskInput,
} from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishDriverTaskChange } from './publish-driver-task-change.ts';

/** A task as written, before it has an id. */
interface NewTask {
  facilityId: string;
  driverId: string;
  patientId: string | null;
  taskType: DriverTaskType;
  title: string;
  description: string;
  priority: DriverTaskPriority;
  dueDate: string;
  relatedMessageId: string | null;
}

/** Writes one task with its CREATE_DRIVER_TASK audit row and tells the driver; answers its id. */
async function insertTask(scope: CommandScope, task: NewTask): Promise<string> {
  const { id } = await scope.trx
    .insertInto('driver_tasks')
    .values({
      facility_id: task.facilityId,
      driver_id: task.driverId,
      patient_id: task.patientId,
      task_type: task.taskType,
      title: task.title,
      description: task.description,
      priority: task.priority,
      due_date: task.dueDate,
      related_message_id: task.relatedMessageId,
      created_by: scope.actor.userId,
      created_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CREATE_DRIVER_TASK',
    resourceType: 'DRIVER_TASK',
    resourceId: id,
    newValues: {
      driverId: task.driverId,
      patientId: task.patientId,
      taskType: task.taskType,
      title: task.title,
      priority: task.priority,
      dueDate: task.dueDate,
      relatedMessageId: task.relatedMessageId,
    },
  });
  await publishDriverTaskChange(scope.trx, {
    resourceId: id,
    driverId: task.driverId,
    facilityId: task.facilityId,
  });
  return id;
}

/** Adds a task to a driver's list (an administrator; the caller has checked the driver and child). */
export function createDriverTask(
  scope: CommandScope & { input: ValidDriverTaskInput; facilityId: string },
): Promise<string> {
  const { input, facilityId } = scope;
  return insertTask(scope, { ...input, facilityId, relatedMessageId: null });
}

/**
 * Sends a driver a message (an administrator; the caller has checked the driver and child), audited as
 * SEND_DRIVER_MESSAGE; a message of any type but a general reminder also becomes a task on the driver's
 * list, titled by its type and child, that keeps the message's id. Answers the message's id.
 */
export async function sendDriverMessage(
  scope: CommandScope & {
    input: ValidDriverMessageInput;
    facilityId: string;
    childName: string | null;
  },
): Promise<string> {
  const { trx, actor, now, input, facilityId, childName } = scope;
  const { id } = await trx
    .insertInto('driver_messages')
    .values({
      facility_id: facilityId,
      driver_id: input.driverId,
      sender_id: actor.userId,
      patient_id: input.patientId,
      message_type: input.messageType,
      body: input.body,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'SEND_DRIVER_MESSAGE',
    resourceType: 'DRIVER_MESSAGE',
    resourceId: id,
    newValues: { driverId: input.driverId, patientId: input.patientId, messageType: input.messageType },
  });
  const taskType = taskTypeOfMessage(input.messageType);
  if (taskType)
    await insertTask(scope, {
      facilityId,
      driverId: input.driverId,
      patientId: input.patientId,
      taskType,
      title: taskTitleOfMessage(taskType, childName),
      description: input.body,
      priority: input.priority,
      dueDate: input.dueDate,
      relatedMessageId: id,
    });
  else await publishDriverTaskChange(trx, { resourceId: id, driverId: input.driverId, facilityId });
  return id;
}
