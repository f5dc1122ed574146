// What is asked of the driver task and message API (ARCHITECTURE.md, "Packages"): forms, queries and path parameters.
// Apart from driver-tasks.ts, the answers, which the dashboard's answer holds and so every screen builds as it starts.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DRIVER_MESSAGE_TYPES, DRIVER_TASK_PRIORITIES, DRIVER_TASK_TYPES } from '../rules/driver-tasks.ts';
import { requiredText } from './common.ts';
import { serviceDateSchema } from './date-limits.ts';

/** The longest task description or driver message. */
export const DRIVER_MESSAGE_MAXIMUM_LENGTH = 1000;

/** Fields a task and a message share: the driver, the child it concerns (if any), priority and due date. */
const assignmentShape = {
  driverId: z.uuid({ error: MESSAGES.driverRequired }),
  patientId: z.uuid({ error: MESSAGES.selectPatient }).nullable().default(null),
  priority: z.enum(DRIVER_TASK_PRIORITIES).default('medium'),
  dueDate: serviceDateSchema(MESSAGES.driverTaskDueDateRequired),
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
