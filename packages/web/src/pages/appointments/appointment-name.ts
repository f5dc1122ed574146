import { APPOINTMENT_TYPE_LABELS, formatDateTime, type Appointment } from '@carenest/core';

/**
 * How a button names the appointment it acts on, for a screen reader among several: the kind, the child when
 * the list shows several children, and the time (or "request" for one still waiting), e.g. "Physician visit,
 * Tue, Dec 1, 10:00 AM".
 */
export function appointmentName(appointment: Appointment, timeZone: string, showChild: boolean): string {
  const child = showChild ? ` for ${appointment.patient.name}` : '';
  const when = appointment.startsAt
    ? `, ${formatDateTime(new Date(appointment.startsAt), timeZone)}`
    : ' request';
  return `${APPOINTMENT_TYPE_LABELS[appointment.appointmentType]}${child}${when}`;
}
