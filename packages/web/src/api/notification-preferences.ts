import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, notificationPreferencesSchema, type NotificationPreferences } from '@carenest/core';
import { requestJson } from './client.ts';
import { notificationPreferenceKeys } from './query-keys.ts';

/** Which categories of notification the user receives. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferenceKeys.all,
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.notificationPreferences, notificationPreferencesSchema, { signal }),
  });
}

/** Saves the user's notification preferences. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      requestJson(API_PATHS.notificationPreferences, notificationPreferencesSchema, {
        method: 'PUT',
        body: preferences,
      }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferenceKeys.all, saved),
  });
}
