import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  APPOINTMENT_TYPE_LABELS,
  formatCalendarDate,
  formatDateTime,
  type Appointment,
} from '@carenest/core';

/** The badge of each status. */
const STATUS = {
  requested: { label: 'Requested', color: 'blue' },
  scheduled: { label: 'Scheduled', color: 'teal' },
  declined: { label: 'Declined', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
  completed: { label: 'Done', color: 'gray' },
} as const;

/**
 * Appointments as a list: kind, child (when several), when (or the preferred day of a request), where, notes,
 * the care team's answer; a cancelled one struck through with who cancelled it and why, a moved one with the
 * time it had, a done one with who marked it; `actions` adds buttons to an item (answering, changing it).
 */
export function AppointmentList({
  appointments,
  showChild,
  timeZone,
  actions,
}: {
  appointments: readonly Appointment[];
  showChild: boolean;
  timeZone: string;
  actions?: (appointment: Appointment) => React.ReactNode;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {appointments.map((appointment) => (
        <Paper component="li" key={appointment.id} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} fz="sm">
                {APPOINTMENT_TYPE_LABELS[appointment.appointmentType]}
                {showChild ? ` · ${appointment.patient.name}` : ''}
              </Text>
              <Badge variant="light" color={STATUS[appointment.status].color}>
                {STATUS[appointment.status].label}
              </Badge>
            </Group>
            <Text fz="sm" td={appointment.status === 'cancelled' ? 'line-through' : undefined}>
              {appointment.startsAt
                ? `${formatDateTime(new Date(appointment.startsAt), timeZone)}${appointment.durationMinutes ? ` · ${appointment.durationMinutes} min` : ''}`
                : appointment.preferredDate
                  ? `Preferred ${formatCalendarDate(appointment.preferredDate)}`
                  : ''}
              {appointment.location ? ` · ${appointment.location}` : ''}
            </Text>
            {appointment.notes ? (
              <Text fz="sm" c="dimmed">
                {appointment.notes}
              </Text>
            ) : null}
            {appointment.responseMessage ? (
              <Text fz="sm">Care team: {appointment.responseMessage}</Text>
            ) : null}
            {appointment.previousStartsAt && appointment.status === 'scheduled' ? (
              <Text fz="sm" c="dimmed">
                Moved from {formatDateTime(new Date(appointment.previousStartsAt), timeZone)}
              </Text>
            ) : null}
            {appointment.cancellation ? (
              <Text fz="sm">
                Cancelled by {appointment.cancellation.cancelledBy.name}: {appointment.cancellation.reason}
              </Text>
            ) : null}
            {appointment.completion ? (
              <Text fz="sm" c="dimmed">
                Marked done by {appointment.completion.completedBy.name}
              </Text>
            ) : null}
            {actions ? actions(appointment) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
