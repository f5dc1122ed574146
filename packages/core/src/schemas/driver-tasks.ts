import { z } from 'zod';
import { DRIVER_MESSAGE_TYPES, DRIVER_TASK_PRIORITIES, DRIVER_TASK_TYPES } from '../rules/driver-tasks.ts';
import { instantSchema, personReferenceSchema } from './common.ts';

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
