import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCalendarDate, formatDateTime, type EodReportListItem } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/** The compliance score's colour: green from 90, yellow from 75, red below. */
export function scoreColor(score: number | null): string {
  if (score === null) return 'gray';
  return score >= 90 ? 'green' : score >= 75 ? 'yellow' : 'red';
}

/** The last 30 days' reports, newest first; a superseded report is marked archived. */
export function ReportList({
  reports,
  timeZone,
  onOpen,
}: {
  reports: UseQueryResult<{ items: EodReportListItem[] }>;
  timeZone: string;
  onOpen: (reportId: string) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Last 30 days
      </Title>
      {reports.isError ? (
        <QueryErrorAlert
          title="Failed to load reports"
          message={describeError(reports.error)}
          onRetry={() => void reports.refetch()}
          isRetrying={reports.isFetching}
        />
      ) : null}
      {reports.isPending ? (
        <Stack gap="sm" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      ) : null}
      {reports.data?.items.length === 0 ? (
        <EmptyListMessage>No reports in the last 30 days. Generate the first one above.</EmptyListMessage>
      ) : null}
      {reports.data && reports.data.items.length > 0 ? (
        <Stack gap="sm" role="list" aria-label="End of Day reports">
          {reports.data.items.map((report) => (
            <Paper key={report.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={700}>{formatCalendarDate(report.reportDate)}</Text>
                    <Badge color={report.status === 'completed' ? 'green' : 'gray'} variant="light">
                      {report.status}
                    </Badge>
                    <Badge color={scoreColor(report.complianceScore)} variant="filled">
                      {report.complianceScore === null ? 'Not scored' : `${report.complianceScore}%`}
                    </Badge>
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {report.totalPatients} children · {report.criticalAlerts} critical alerts · by{' '}
                    {report.generatedBy}, {formatDateTime(new Date(report.generatedAt), timeZone)}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => onOpen(report.id)}
                  aria-label={`View report of ${formatCalendarDate(report.reportDate)}${report.status === 'archived' ? ' (archived)' : ''}`}
                >
                  View
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
