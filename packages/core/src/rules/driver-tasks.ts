/**
 * Driver tasks and driver messages (spec section 3, "Driver task", and the enumerations): what the office
 * asks a driver to do, and the messages it sends them. A message of any type but a general reminder is
 * something to act on, so it becomes a task on the driver's list (the task keeps the message's id).
 */

/** The spec's driver task types, in its order. */
export const DRIVER_TASK_TYPES = [
  'route_change',
  'pickup_instruction',
  'dropoff_instruction',
  'parent_request',
  'vehicle_maintenance',
] as const;
/** A driver task type. */
export type DriverTaskType = (typeof DRIVER_TASK_TYPES)[number];

/** The spec's task priorities, most urgent first. */
export const DRIVER_TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
/** A driver task priority. */
export type DriverTaskPriority = (typeof DRIVER_TASK_PRIORITIES)[number];

/** The spec's driver message types: the task types and the general reminder. */
export const DRIVER_MESSAGE_TYPES = [...DRIVER_TASK_TYPES, 'general_reminder'] as const;
/** A driver message type. */
export type DriverMessageType = (typeof DRIVER_MESSAGE_TYPES)[number];

/** How the screens name each message type (and so each task type). */
export const DRIVER_MESSAGE_TYPE_LABELS: Record<DriverMessageType, string> = {
  route_change: 'Route change',
  pickup_instruction: 'Pickup instruction',
  dropoff_instruction: 'Dropoff instruction',
  parent_request: 'Parent request',
  vehicle_maintenance: 'Vehicle maintenance',
  general_reminder: 'General reminder',
};

/** How the screens name each priority. */
export const DRIVER_TASK_PRIORITY_LABELS: Record<DriverTaskPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The task a message of this type becomes, or null for a general reminder (nothing to tick off). */
export function taskTypeOfMessage(type: DriverMessageType): DriverTaskType | null {
  return type === 'general_reminder' ? null : type;
}

/** The title of the task made from a message: its type, and the child it concerns when there is one. */
export function taskTitleOfMessage(type: DriverTaskType, childName: string | null): string {
  const label = DRIVER_MESSAGE_TYPE_LABELS[type];
  return childName ? `${label}: ${childName}` : label;
}
