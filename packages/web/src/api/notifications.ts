import {
  API_PATHS,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  type NotificationList,
} from '@carenest/core';
import { requestJson } from './client.ts';

/** Query key of the bell's notifications. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** Loads the signed-in user's latest notifications and unread count. */
export async function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return requestJson(API_PATHS.notifications, notificationListResponseSchema, { signal });
}

/** Marks one notification read; answers the unread count left. */
export async function markNotificationRead(notificationId: string): Promise<number> {
  const { unreadCount } = await requestJson(
    API_PATHS.notificationRead(notificationId),
    notificationReadResponseSchema,
    { method: 'POST' },
  );
  return unreadCount;
}

/** Marks every notification read. */
export async function markAllNotificationsRead(): Promise<void> {
  await requestJson(API_PATHS.notificationsReadAll, notificationReadResponseSchema, { method: 'POST' });
}
