import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  type NotificationList,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { notificationKeys } from './query-keys.ts';

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

/** The bell's notifications while `isEnabled`; a new one arrives as a live event, which refreshes them. */
export function useNotifications(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: isEnabled,
  });
}

/** Marks one notification read, then refreshes the bell. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks every notification read, then refreshes the bell. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
