import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_LABELS } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../api/notification-preferences.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** Settings' Notifications card (parents): one switch per category, saved as soon as it is flipped. */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  return (
    <PanelCard title="Notifications">
      <Text fz="sm" c="dimmed">
        Choose what the bell tells you about. Messages and reports stay in CareNest either way.
      </Text>
      {preferences.isPending ? <Skeleton height={120} aria-label="Loading notification preferences" /> : null}
      {preferences.isError ? (
        <QueryErrorAlert
          title="Your notification preferences could not be loaded"
          message={describeError(preferences.error)}
          onRetry={() => void preferences.refetch()}
          isRetrying={preferences.isFetching}
        />
      ) : null}
      {preferences.data ? (
        <Stack gap="sm">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <Switch
              key={category}
              size="md"
              label={NOTIFICATION_CATEGORY_LABELS[category].label}
              description={NOTIFICATION_CATEGORY_LABELS[category].description}
              checked={preferences.data[category]}
              disabled={save.isPending}
              onChange={(event) => {
                const next = { ...preferences.data, [category]: event.currentTarget.checked };
                save.mutate(next, {
                  onSuccess: () => notifySuccess('Notification preferences saved'),
                  onError: (error) => notifyError(describeError(error)),
                });
              }}
            />
          ))}
        </Stack>
      ) : null}
    </PanelCard>
  );
}
