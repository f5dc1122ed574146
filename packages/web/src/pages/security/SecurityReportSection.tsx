import { lazy, Suspense } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { describeError } from '../../api/client.ts';
import { useSecurityReport } from '../../api/security.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { SuspiciousIpTable } from './SuspiciousIpTable.tsx';

/** The charts load on demand: recharts is large and only administrators open this screen. */
const SecurityCharts = lazy(() =>
  import('./SecurityCharts.tsx').then((module) => ({ default: module.SecurityCharts })),
);

function ReportCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.3}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

/** The security report: total, unresolved and suspicious-IP counts, charts by type and severity, IP table. */
export function SecurityReportSection({ timeZone }: { timeZone: string }) {
  const report = useSecurityReport();

  if (report.isError) {
    return (
      <QueryErrorAlert
        title="The security report could not be loaded"
        message={describeError(report.error)}
        onRetry={() => void report.refetch()}
        isRetrying={report.isFetching}
      />
    );
  }
  if (report.isPending) {
    return (
      <Stack gap="md" aria-hidden>
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          <Skeleton height={92} radius="md" />
          <Skeleton height={92} radius="md" />
          <Skeleton height={92} radius="md" />
        </SimpleGrid>
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }

  const { data } = report;
  return (
    <Stack gap="md" component="section" aria-label="Security report">
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <ReportCard label="Total events" value={data.total} />
        <ReportCard label="Unresolved" value={data.unresolved} />
        <ReportCard label="Suspicious IPs" value={data.suspiciousIps.length} />
      </SimpleGrid>
      {data.total > 0 ? (
        <Suspense fallback={<Skeleton height={240} radius="md" aria-hidden />}>
          <SecurityCharts report={data} />
        </Suspense>
      ) : null}
      <SuspiciousIpTable addresses={data.suspiciousIps} timeZone={timeZone} />
    </Stack>
  );
}
