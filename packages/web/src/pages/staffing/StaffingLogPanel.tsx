import { Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  addCalendarDays,
  formatTime,
  todayInZone,
  wallTimeToInstant,
  type StaffingLog,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useStaffingLog } from '../../api/staffing.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { ratioTimeline } from './ratio-timeline.ts';

/** The day as a bar, green where the ratio was met and red where it was not, from its first change on. */
function RatioTimelineBar({ log }: { log: StaffingLog }) {
  const now = new Date();
  const end =
    log.date === todayInZone(now, log.timeZone)
      ? now
      : wallTimeToInstant(addCalendarDays(log.date, 1), '00:00', log.timeZone);
  const stretches = ratioTimeline(log.lines, end);
  if (stretches.length === 0) return null;
  return (
    <Box
      role="img"
      aria-label={`The day's ratio: ${log.minutesOutOfRatio} minutes out of ratio`}
      h={16}
      style={{ display: 'flex', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      {stretches.map((stretch) => (
        <Box key={stretch.from} bg={stretch.met ? 'green.6' : 'red.6'} style={{ flexGrow: stretch.share }} />
      ))}
    </Box>
  );
}

/**
 * The dated log of a day's census and staffing changes (Texas 26 TAC §550.410), each with the ratio it left,
 * the minutes out of ratio and the day as a bar.
 */
export function StaffingLogPanel({ date }: { date: string }) {
  const log = useStaffingLog(date);
  return (
    <PanelCard
      title="Staffing log"
      action={
        log.data ? (
          <Badge color={log.data.minutesOutOfRatio > 0 ? 'red' : 'green'}>
            {log.data.minutesOutOfRatio} min out of ratio
          </Badge>
        ) : null
      }
    >
      {log.isPending ? <Skeleton height={120} radius="md" aria-hidden /> : null}
      {log.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadStaffing}
          message={describeError(log.error)}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : null}
      {log.data && log.data.lines.length === 0 ? (
        <EmptyListMessage>No census or staffing changes on this day.</EmptyListMessage>
      ) : null}
      {log.data && log.data.lines.length > 0 ? (
        <Stack gap="sm">
          <RatioTimelineBar log={log.data} />
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
            {log.data.lines.map((line, index) => (
              <Paper key={`${line.at}-${index}`} component="li" withBorder radius="sm" px="sm" py={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm">
                    <time dateTime={line.at}>{formatTime(new Date(line.at), log.data.timeZone)}</time>{' '}
                    {line.description}
                    <Text span c="dimmed" size="sm">
                      {' '}
                      · {line.staffOnDuty} staff, {line.childrenPresent}{' '}
                      {line.childrenPresent === 1 ? 'child' : 'children'}, {line.required} required
                    </Text>
                  </Text>
                  <Badge color={line.met ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                    {line.met ? 'Met' : 'Not met'}
                  </Badge>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </PanelCard>
  );
}
