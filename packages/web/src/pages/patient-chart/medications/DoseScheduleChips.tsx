import { Badge, Group, Text } from '@mantine/core';
import { DOSE_STATUS_LABELS, formatTime, type Medication } from '@carenest/core';
import { DOSE_STATUS_STYLE } from './dose-status-style.ts';

/**
 * Today's scheduled doses as chips coloured by status (upcoming, due now, late, missed, given, held,
 * refused); the status is written out too, so colour is never the only sign. "As needed" when none.
 */
export function DoseScheduleChips({
  doses,
  timeZone,
}: {
  doses: Medication['todaysDoses'];
  timeZone: string;
}) {
  if (doses.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No scheduled doses today (as needed)
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" role="list" aria-label="Today's schedule">
      {doses.map((dose) => (
        <Badge key={dose.time} role="listitem" radius="sm" tt="none" {...DOSE_STATUS_STYLE[dose.status]}>
          {formatTime(new Date(dose.scheduledAt), timeZone)} · {DOSE_STATUS_LABELS[dose.status]}
        </Badge>
      ))}
    </Group>
  );
}
