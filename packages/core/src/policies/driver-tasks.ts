import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Driver tasks and driver messages (spec: "drivers see only transport-related activity and driver tasks";
 * "driver: transport routes and driver tasks"). Administrators assign them to the facility's drivers; a
 * driver reads and ticks off their own. Parents, who read transport for their children, see none of it.
 */
export const driverTaskPolicy = {
  /** The task and message lists: a driver's own, or the facility's for those who assign them. */
  canRead: (actor: PolicyActor): boolean =>
    (actor.role === 'driver' && holds(actor, 'transport', 'read')) || holds(actor, 'transport', 'create'),
  /** Adding a task or messaging a driver (administrators). */
  canAssign: (actor: PolicyActor): boolean => holds(actor, 'transport', 'create'),
  /** Ticking a task off or opening it again: its driver, or those who assign tasks. */
  canComplete: (actor: PolicyActor, task: { driverId: string }): boolean =>
    (actor.role === 'driver' && holds(actor, 'transport', 'update') && task.driverId === actor.userId) ||
    holds(actor, 'transport', 'create'),
  /** Marking a message read: only the driver it was sent to. */
  canMarkRead: (actor: PolicyActor, message: { driverId: string }): boolean =>
    actor.role === 'driver' && holds(actor, 'transport', 'read') && message.driverId === actor.userId,
};
