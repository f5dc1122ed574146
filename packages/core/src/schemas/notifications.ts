import { z } from 'zod';
import { SEVERITIES } from '../enums.ts';
import { instantSchema } from './common.ts';

/** How many of a user's latest notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 20;

/** One notification of the signed-in user. */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  severity: z.enum(SEVERITIES),
  createdAt: instantSchema,
  readAt: instantSchema.nullable(),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** Answer of GET /api/notifications: the latest notifications, newest first, and the unread count. */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
/** The bell's data. */
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** Answer of marking notifications read: the unread count left. */
export const notificationReadResponseSchema = z.object({ unreadCount: z.number().int() });

/** Path parameter of routes addressing one notification. */
export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });
