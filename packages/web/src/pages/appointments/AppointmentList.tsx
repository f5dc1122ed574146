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
} as const;

/**
 * Appointments as a list: kind, child (when several), when (or the preferred day of a request), where, notes,
 * the care team's answer; `actions` adds buttons to an item (staff answering a request).
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
            <Text fz="sm">
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
            {actions ? actions(appointment) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
