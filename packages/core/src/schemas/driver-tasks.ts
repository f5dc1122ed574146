import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DRIVER_MESSAGE_TYPES, DRIVER_TASK_PRIORITIES, DRIVER_TASK_TYPES } from '../rules/driver-tasks.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';

/** The longest task description or driver message. */
export const DRIVER_MESSAGE_MAXIMUM_LENGTH = 1000;

/** Fields a task and a message share: the driver, the child it concerns (if any), priority and due date. */
const assignmentShape = {
  driverId: z.uuid({ error: MESSAGES.driverRequired }),
  patientId: z.uuid({ error: MESSAGES.selectPatient }).nullable().default(null),
  priority: z.enum(DRIVER_TASK_PRIORITIES).default('medium'),
  dueDate: z.iso.date({ error: MESSAGES.driverTaskDueDateRequired }),
};

/** An administrator adds a task to a driver's list. */
export const driverTaskInputSchema = z.object({
  ...assignmentShape,
  taskType: z.enum(DRIVER_TASK_TYPES),
  title: requiredText(MESSAGES.driverTaskTitleRequired, 120),
  description: z.string().trim().max(DRIVER_MESSAGE_MAXIMUM_LENGTH).default(''),
});
/** What the task form holds and the API receives. */
export type DriverTaskInput = z.input<typeof driverTaskInputSchema>;
/** A task request after validation (defaults filled in). */
export type ValidDriverTaskInput = z.output<typeof driverTaskInputSchema>;

/**
 * An administrator messages a driver; a message of any type but a general reminder also becomes a task with
 * the priority and due date given here.
 */
export const driverMessageInputSchema = z.object({
  ...assignmentShape,
  messageType: z.enum(DRIVER_MESSAGE_TYPES),
  body: requiredText(MESSAGES.driverMessageRequired, DRIVER_MESSAGE_MAXIMUM_LENGTH),
});
/** What the message form holds and the API receives. */
export type DriverMessageInput = z.input<typeof driverMessageInputSchema>;
/** A message request after validation (defaults filled in). */
export type ValidDriverMessageInput = z.output<typeof driverMessageInputSchema>;

/** Ticking a task off, or opening it again. */
export const driverTaskCompletionSchema = z.object({ isCompleted: z.boolean() });

/** Path parameters naming a task. */
export const driverTaskIdParamsSchema = z.object({ taskId: z.uuid() });
/** Path parameters naming a driver message. */
export const driverMessageIdParamsSchema = z.object({ messageId: z.uuid() });

/** Query of the task list: open (the default), completed or all; administrators may name one driver. */
export const driverTaskListQuerySchema = z.object({
  status: z.enum(['open', 'completed', 'all']).default('open'),
  driverId: z.uuid().optional(),
});

/** Query of the message list: administrators may name one driver. */
export const driverMessageListQuerySchema = z.object({ driverId: z.uuid().optional() });

/** A driver task (the spec's fields, with who made it and who ticked it off). */
export const driverTaskSchema = z.object({
  id: z.uuid(),
  driver: personReferenceSchema,
  patient: personReferenceSchema.nullable(),
  taskType: z.enum(DRIVER_TASK_TYPES),
  title: z.string(),
  description: z.string(),
  priority: z.enum(DRIVER_TASK_PRIORITIES),
  dueDate: z.iso.date(),
  isCompleted: z.boolean(),
  completedAt: instantSchema.nullable(),
  completedBy: personReferenceSchema.nullable(),
  relatedMessageId: z.uuid().nullable(),
  createdBy: personReferenceSchema,
  createdAt: instantSchema,
});
/** A driver task. */
export type DriverTask = z.infer<typeof driverTaskSchema>;

/** Answer of the task list and of a task write. */
export const driverTaskListResponseSchema = z.object({ items: z.array(driverTaskSchema) });
/** Answer of a task write: the task as it now is. */
export const driverTaskResponseSchema = z.object({ task: driverTaskSchema });

/** A message from the office to a driver. */
export const driverMessageSchema = z.object({
  id: z.uuid(),
  driver: personReferenceSchema,
  sender: personReferenceSchema,
  patient: personReferenceSchema.nullable(),
  messageType: z.enum(DRIVER_MESSAGE_TYPES),
  body: z.string(),
  createdAt: instantSchema,
  readAt: instantSchema.nullable(),
  /** The task the message became (null for a general reminder). */
  taskId: z.uuid().nullable(),
});
/** A driver message. */
export type DriverMessage = z.infer<typeof driverMessageSchema>;

/** Answer of the message list, newest first. */
export const driverMessageListResponseSchema = z.object({ items: z.array(driverMessageSchema) });
/** Answer of a message write: the message as it now is. */
export const driverMessageResponseSchema = z.object({ message: driverMessageSchema });
