import { useState } from 'react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { describeError } from '../../api/client.ts';
import { useResolveSecurityEvent, useSecurityEvents, type SecurityEvent } from '../../api/security.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { dateRangeToInstants } from '../../components/zoned-day.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import {
  EMPTY_SECURITY_EVENT_FILTERS,
  SecurityEventFilterBar,
  type SecurityEventFilterDraft,
} from './SecurityEventFilterBar.tsx';
import { MfaRequirementSwitch } from './MfaRequirementSwitch.tsx';
import { SecurityEventList } from './SecurityEventList.tsx';
import { SecurityReportSection } from './SecurityReportSection.tsx';

const PAGE_SIZE = 20;

/**
 * Security monitoring (/security, administrators): the report (counts, charts, suspicious IPs) and
 * the security events, filtered by type, severity, resolved flag and date range, newest first.
 */
export function SecurityPage() {
  usePageTitle('Security');
  const timeZone = useTimeZone();
  const [applied, setApplied] = useState<SecurityEventFilterDraft>(EMPTY_SECURITY_EVENT_FILTERS);
  const [page, setPage] = useState(1);
  const { dateRange, ...choices } = applied;
  const filters = { ...choices, ...dateRangeToInstants(dateRange, timeZone) };
  const events = useSecurityEvents(filters, page, PAGE_SIZE);
  const resolution = useResolveSecurityEvent();
  const resolve = (event: SecurityEvent) =>
    resolution.mutate(event.id, {
      onSuccess: () => notifySuccess('Security event resolved'),
      onError: (error) => notifyError(describeError(error)),
    });

  const applyFilters = (next: SecurityEventFilterDraft) => {
    setApplied(next);
    setPage(1);
  };
  const data = events.data;

  return (
    <Stack gap="lg">
      <PageHeader title="Security" subtitle="Sign-in failures, lockouts and other security events." />
      <MfaRequirementSwitch />
      <SecurityReportSection timeZone={timeZone} />
      <Stack gap="md" component="section" aria-labelledby="security-events-heading">
        <Title order={2} fz="lg" id="security-events-heading">
          Security events
        </Title>
        <SecurityEventFilterBar onApply={applyFilters} />
        {events.isError ? (
          <QueryErrorAlert
            title="Security events could not be loaded"
            message={describeError(events.error)}
            onRetry={() => void events.refetch()}
            isRetrying={events.isFetching}
          />
        ) : null}
        {events.isPending && !events.isError ? <Skeleton height={280} radius="md" aria-hidden /> : null}
        {data && data.items.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <EmptyListMessage>No security events match these filters</EmptyListMessage>
          </Paper>
        ) : null}
        {data && data.items.length > 0 ? (
          <SecurityEventList
            events={data.items}
            timeZone={timeZone}
            resolvingEventId={resolution.isPending ? (resolution.variables ?? null) : null}
            onResolve={resolve}
          />
        ) : null}
        {data ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <LabelledPagination total={data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
            <Text fz="sm" c="dimmed" aria-live="polite">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'event' : 'events'}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}
