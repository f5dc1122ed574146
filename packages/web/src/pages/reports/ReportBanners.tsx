import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconRobot } from '@tabler/icons-react';
import { formatCalendarDate, formatDateTime, type EodStatusResponse } from '@carenest/core';
import { describeError } from '../../api/client.ts';

type StatusQuery = UseQueryResult<EodStatusResponse>;

/** The spec's day banner: overdue (red) when the scheduler owes the day a report, completed (green), else pending (yellow). */
export function DayBanner({ status, onOpen }: { status: StatusQuery; onOpen: (reportId: string) => void }) {
  if (status.isPending) return <Skeleton height={60} radius="md" aria-hidden />;
  if (status.isError)
    return (
      <Alert color="red" variant="light" title="The day’s status could not be loaded">
        {describeError(status.error)}
      </Alert>
    );
  const { dayState, date, reportId } = status.data;
  const day = formatCalendarDate(date);
  if (dayState === 'completed')
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={`Completed: ${day}`}>
        The End of Day report for {day} is complete.{' '}
        {reportId ? (
          // The alert's own text colour, underlined: the theme's link blue is too faint on the green banner.
          <Anchor
            component="button"
            type="button"
            fz="sm"
            c="inherit"
            fw={600}
            underline="always"
            onClick={() => onOpen(reportId)}
          >
            Open the report
          </Anchor>
        ) : null}
      </Alert>
    );
  if (dayState === 'overdue')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={`Overdue: ${day}`}>
        Automated generation is needed: the 8 PM cutoff has passed and {day} has no report yet.
      </Alert>
    );
  return (
    <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={`Pending: ${day}`}>
      No report yet for {day}. On working days the scheduler generates it after 8 PM.
    </Alert>
  );
}

/** The scheduler banner: its last check and what it found, its next check, and when it next generates a report. */
export function SchedulerBanner({ status }: { status: StatusQuery }) {
  if (!status.data) return null;
  const { scheduler, timeZone } = status.data;
  const at = (instant: string) => formatDateTime(new Date(instant), timeZone);
  return (
    <Alert color="blue" variant="light" icon={<IconRobot aria-hidden />} title="Scheduler">
      <Text fz="sm">
        {scheduler.lastRunAt
          ? `Last checked ${at(scheduler.lastRunAt)}: ${scheduler.lastOutcome ?? ''}.`
          : 'Has not run yet.'}{' '}
        Checks every minute; next check {at(scheduler.nextCheckAt)}. Next automatic report{' '}
        {at(scheduler.nextGenerationAt)} (Monday to Friday, 8 PM).
      </Text>
    </Alert>
  );
}
