import { Badge, Group, Text } from '@mantine/core';
import { DOSE_STATUS_LABELS, formatTime, wallTimeToInstant, type Medication } from '@carenest/core';
import { DOSE_STATUS_STYLE } from './dose-status-style.ts';

/**
 * Today's scheduled doses as chips coloured by status (upcoming, due now, late, missed, given, held,
 * refused); the status is written out too, so colour is never the only sign. A medication without a
 * schedule is "as needed"; one ordered after today's times names its schedule instead.
 */
export function DoseScheduleChips({
  medication,
  facilityToday,
  timeZone,
}: {
  medication: Medication;
  facilityToday: string;
  timeZone: string;
}) {
  if (medication.scheduledTimes.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        As needed (no set times)
      </Text>
    );
  }
  if (medication.todaysDoses.length === 0) {
    const times = medication.scheduledTimes.map((time) =>
      formatTime(wallTimeToInstant(facilityToday, time, timeZone), timeZone),
    );
    return (
      <Text fz="sm" c="dimmed">
        Scheduled at {times.join(', ')}; no doses due today
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" role="list" aria-label="Today's schedule">
      {medication.todaysDoses.map((dose) => (
        <Badge key={dose.time} role="listitem" radius="sm" tt="none" {...DOSE_STATUS_STYLE[dose.status]}>
          {formatTime(new Date(dose.scheduledAt), timeZone)} · {DOSE_STATUS_LABELS[dose.status]}
        </Badge>
      ))}
    </Group>
  );
}
