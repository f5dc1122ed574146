import { Link } from 'react-router';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { LIMITS, formatDateTime } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useSystemAlerts } from '../../api/system-alerts.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';

/** The administrators' System Alerts panel: the first three unresolved alerts and a link to all of them. */
export function SystemAlertsPanel({ timeZone }: { timeZone: string }) {
  const alerts = useSystemAlerts('unresolved', 1, LIMITS.dashboardAlertsShown);

  return (
    <PanelCard
      title="System Alerts"
      action={
        <Anchor component={Link} to="/system-alerts" fz="sm">
          View all
        </Anchor>
      }
    >
      {alerts.isPending && !alerts.isError ? <Skeleton height={96} radius="md" aria-hidden /> : null}
      {alerts.isError ? (
        <QueryErrorAlert
          title="System alerts could not be loaded"
          message={describeError(alerts.error)}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      ) : null}
      {alerts.data && alerts.data.items.length === 0 ? (
        <EmptyListMessage>No unresolved alerts</EmptyListMessage>
      ) : null}
      {alerts.data && alerts.data.items.length > 0 ? (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {alerts.data.items.map((alert) => (
            <Stack component="li" key={alert.id} gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} fz="sm">
                  {alert.title}
                </Text>
                <SeverityBadge severity={alert.severity} />
              </Group>
              <Text fz="sm">{alert.description}</Text>
              <Text fz="xs" c="dimmed">
                <time dateTime={alert.timestamp}>{formatDateTime(new Date(alert.timestamp), timeZone)}</time>
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </PanelCard>
  );
}
