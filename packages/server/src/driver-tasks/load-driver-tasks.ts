import { sql, type Transaction } from 'kysely';
import { driverTaskPolicy, type PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The tasks an actor sees at all (ARCHITECTURE.md, "The request path"): a driver their own, an administrator their
 * facility's, a super administrator without a facility every facility's, anyone else none (so a task of
 * theirs answers 404, not 403); with the child's name.
 */
function visibleTasks(trx: Transaction<Database>, actor: PolicyActor) {
  let query = trx
    .selectFrom('driver_tasks')
    .leftJoin('patients', 'patients.id', 'driver_tasks.patient_id')
    .selectAll('driver_tasks')
    .select(['patients.first_name as patient_first_name', 'patients.last_name as patient_last_name']);
  if (actor.role === 'driver') query = query.where('driver_tasks.driver_id', '=', actor.userId);
  else if (!driverTaskPolicy.canAssign(actor)) query = query.where(sql<boolean>`false`);
  else if (actor.facilityId) query = query.where('driver_tasks.facility_id', '=', actor.facilityId);
  return query;
}

/** The messages an actor sees at all (the same rule as tasks), with the child's name and the task made. */
function visibleMessages(trx: Transaction<Database>, actor: PolicyActor) {
  let query = trx
    .selectFrom('driver_messages')
    .leftJoin('patients', 'patients.id', 'driver_messages.patient_id')
    .leftJoin('driver_tasks', 'driver_tasks.related_message_id', 'driver_messages.id')
    .selectAll('driver_messages')
    .select([
      'patients.first_name as patient_first_name',
      'patients.last_name as patient_last_name',
      'driver_tasks.id as task_id',
    ]);
  if (actor.role === 'driver') query = query.where('driver_messages.driver_id', '=', actor.userId);
  else if (!driverTaskPolicy.canAssign(actor)) query = query.where(sql<boolean>`false`);
  else if (actor.facilityId) query = query.where('driver_messages.facility_id', '=', actor.facilityId);
  return query;
}

/** A driver task row as read. */
export type DriverTaskRow = Awaited<ReturnType<ReturnType<typeof visibleTasks>['executeTakeFirstOrThrow']>>;
/** A driver message row as read. */
export type DriverMessageRow = Awaited<
  ReturnType<ReturnType<typeof visibleMessages>['executeTakeFirstOrThrow']>
>;

/**
 * The tasks the actor sees, narrowed to a status and, for a manager, one driver: open before completed, then
 * by due date, highest priority first, oldest first.
 */
export function loadVisibleTasks(
  trx: Transaction<Database>,
  actor: PolicyActor,
  filter: { status: 'open' | 'completed' | 'all'; driverId?: string | undefined; limit?: number },
): Promise<DriverTaskRow[]> {
  let query = visibleTasks(trx, actor)
    .orderBy((order) => order.case().when('driver_tasks.completed_at', 'is', null).then(0).else(1).end())
    .orderBy('driver_tasks.due_date')
    .orderBy((order) =>
      order
        .case()
        .when('driver_tasks.priority', '=', 'high')
        .then(0)
        .when('driver_tasks.priority', '=', 'medium')
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('driver_tasks.created_at')
    .limit(filter.limit ?? 200);
  if (filter.driverId) query = query.where('driver_tasks.driver_id', '=', filter.driverId);
  if (filter.status === 'open') query = query.where('driver_tasks.completed_at', 'is', null);
  if (filter.status === 'completed') query = query.where('driver_tasks.completed_at', 'is not', null);
  return query.execute();
}

/** One task the actor sees, locked for a change; undefined when absent or not visible (the same 404). */
export function findVisibleTask(
  trx: Transaction<Database>,
  actor: PolicyActor,
  taskId: string,
): Promise<DriverTaskRow | undefined> {
  return visibleTasks(trx, actor)
    .where('driver_tasks.id', '=', taskId)
    .forUpdate('driver_tasks')
    .executeTakeFirst();
}

/** The messages the actor sees, newest first, for a manager narrowed to one driver. */
export function loadVisibleMessages(
  trx: Transaction<Database>,
  actor: PolicyActor,
  filter: { driverId?: string | undefined },
): Promise<DriverMessageRow[]> {
  let query = visibleMessages(trx, actor).orderBy('driver_messages.created_at', 'desc').limit(100);
  if (filter.driverId) query = query.where('driver_messages.driver_id', '=', filter.driverId);
  return query.execute();
}

/** One message the actor sees, locked for a change; undefined when absent or not visible. */
export function findVisibleMessage(
  trx: Transaction<Database>,
  actor: PolicyActor,
  messageId: string,
): Promise<DriverMessageRow | undefined> {
  return visibleMessages(trx, actor)
    .where('driver_messages.id', '=', messageId)
    .forUpdate('driver_messages')
    .executeTakeFirst();
}
