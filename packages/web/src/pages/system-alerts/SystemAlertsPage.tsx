import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconFileText, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../api/client.ts';
import {
  SYSTEM_ALERTS_QUERY_KEY,
  fetchSystemAlerts,
  resolveSystemAlert,
  type SystemAlertStatus,
} from '../../api/system-alerts.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { SystemAlertList } from './SystemAlertList.tsx';

/** How many alerts the screen lists at most (the newest ones). */
const ALERT_LIMIT = 200;

const STATUS_OPTIONS: { value: SystemAlertStatus; label: string }[] = [
  { value: 'unresolved', label: 'Unresolved' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/**
 * System alerts (/system-alerts, administrators): the facility's alerts newest first, filtered by
 * status, each resolvable; links to the audit log and the security screen.
 */
export function SystemAlertsPage() {
  usePageTitle('System Alerts');
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SystemAlertStatus>('all');
  const alerts = useQuery({
    queryKey: [SYSTEM_ALERTS_QUERY_KEY, status, ALERT_LIMIT],
    queryFn: ({ signal }) => fetchSystemAlerts(status, ALERT_LIMIT, signal),
  });
  const resolution = useMutation({
    mutationFn: resolveSystemAlert,
    onSuccess: async () => {
      notifySuccess('Alert resolved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [SYSTEM_ALERTS_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
    onError: (error) => notifyError(describeError(error)),
  });
  const data = alerts.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="System Alerts"
        subtitle={data ? `${data.unresolvedCount.toLocaleString('en-US')} unresolved` : undefined}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to="/audit-log"
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              Audit Log
            </Button>
            <Button
              component={Link}
              to="/security"
              variant="default"
              leftSection={<IconShieldLock size={16} aria-hidden />}
            >
              Security
            </Button>
          </Group>
        }
      />
      <SegmentedControl
        aria-label="Show alerts"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setStatus(value as SystemAlertStatus)}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {alerts.isError ? (
        <QueryErrorAlert
          title="System alerts could not be loaded"
          message={describeError(alerts.error)}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      ) : null}
      {alerts.isPending && !alerts.isError ? <Skeleton height={240} radius="md" aria-hidden /> : null}
      {data && data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyListMessage>No system alerts</EmptyListMessage>
        </Paper>
      ) : null}
      {data && data.items.length > 0 ? (
        <SystemAlertList
          alerts={data.items}
          timeZone={timeZone}
          resolvingAlertId={resolution.isPending ? (resolution.variables ?? null) : null}
          onResolve={(alert) => resolution.mutate(alert.id)}
        />
      ) : null}
    </Stack>
  );
}
