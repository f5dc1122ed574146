import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import {
  auditLogCsvPath,
  useAuditLog,
  useVerifyAuditChain,
  type AuditLogEntry,
} from '../../api/audit-log.ts';
import { describeError } from '../../api/client.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { dateRangeToInstants } from '../../components/zoned-day.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { AuditEntryDrawer } from './AuditEntryDrawer.tsx';
import { AuditLogCardList } from './AuditLogCardList.tsx';
import {
  AuditLogFilterBar,
  EMPTY_AUDIT_LOG_FILTERS,
  type AuditLogFilterDraft,
} from './AuditLogFilterBar.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { ChainVerificationResult } from './ChainVerificationResult.tsx';

const PAGE_SIZE = 25;

/**
 * The audit log (/audit-log, administrators): every recorded action newest first, filtered by user,
 * action, resource type and date range, with row details, CSV export and hash-chain verification.
 */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const timeZone = useTimeZone();
  const isWideScreen = useIsWideScreen();
  const [applied, setApplied] = useState<AuditLogFilterDraft>(EMPTY_AUDIT_LOG_FILTERS);
  const [page, setPage] = useState(1);
  const [openEntry, setOpenEntry] = useState<AuditLogEntry | null>(null);
  const filters = {
    user: applied.user.trim(),
    action: applied.action.trim(),
    resourceType: applied.resourceType.trim(),
    ...dateRangeToInstants(applied.dateRange, timeZone),
  };
  const auditLog = useAuditLog(filters, page, PAGE_SIZE);
  const verification = useVerifyAuditChain();
  const verifyChain = () =>
    verification.mutate(undefined, { onError: (error) => notifyError(describeError(error)) });

  const applyFilters = (next: AuditLogFilterDraft) => {
    setApplied(next);
    setPage(1);
  };
  const data = auditLog.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Audit Log"
        subtitle="Every recorded action, newest first. Times are in your facility's time zone."
        actions={
          <Group gap="sm">
            <Button
              component="a"
              href={auditLogCsvPath(filters)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
            <Button
              onClick={verifyChain}
              loading={verification.isPending}
              leftSection={<IconShieldCheck size={16} aria-hidden />}
            >
              Verify chain
            </Button>
          </Group>
        }
      />
      {verification.data ? <ChainVerificationResult verification={verification.data} /> : null}
      <AuditLogFilterBar onApply={applyFilters} />
      {auditLog.isError ? (
        <QueryErrorAlert
          title="The audit log could not be loaded"
          message={describeError(auditLog.error)}
          onRetry={() => void auditLog.refetch()}
          isRetrying={auditLog.isFetching}
        />
      ) : null}
      {auditLog.isPending && !auditLog.isError ? <Skeleton height={360} radius="md" aria-hidden /> : null}
      {data && data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyListMessage>No audit entries match these filters</EmptyListMessage>
        </Paper>
      ) : null}
      {data && data.items.length > 0 ? (
        isWideScreen ? (
          <Paper withBorder radius="md">
            <AuditLogTable entries={data.items} timeZone={timeZone} onOpen={setOpenEntry} />
          </Paper>
        ) : (
          <AuditLogCardList entries={data.items} timeZone={timeZone} onOpen={setOpenEntry} />
        )
      ) : null}
      {data ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <LabelledPagination total={data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
          <Text fz="sm" c="dimmed" aria-live="polite">
            {data.isTotalCapped
              ? `More than ${data.total.toLocaleString('en-US')} entries: narrow the filters to count them`
              : `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'entry' : 'entries'}`}
          </Text>
        </Group>
      ) : null}
      <AuditEntryDrawer entry={openEntry} timeZone={timeZone} onClose={() => setOpenEntry(null)} />
    </Stack>
  );
}
