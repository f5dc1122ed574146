import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconFileText, IconShieldLock } from '@tabler/icons-react';
import type { SystemAlert } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useResolveSystemAlert, useSystemAlerts, type SystemAlertStatus } from '../../api/system-alerts.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { SystemAlertList } from './SystemAlertList.tsx';

/** How many alerts one page lists (newest first). */
const PAGE_SIZE = 50;

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
  const [status, setStatus] = useState<SystemAlertStatus>('all');
  const [page, setPage] = useState(1);
  const alerts = useSystemAlerts(status, page, PAGE_SIZE);
  const resolution = useResolveSystemAlert();
  const resolve = (alert: SystemAlert) =>
    resolution.mutate(alert.id, {
      onSuccess: () => notifySuccess('Alert resolved'),
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
        onChange={(value) => {
          setStatus(value as SystemAlertStatus);
          setPage(1);
        }}
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
          onResolve={resolve}
        />
      ) : null}
      {data ? (
        <LabelledPagination total={data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
