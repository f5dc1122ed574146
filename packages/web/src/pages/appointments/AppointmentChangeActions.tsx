import { Group } from '@mantine/core';
import { appointmentPolicy, type Appointment, type PolicyActor } from '@carenest/core';
import { appointmentName } from './appointment-name.ts';
import { CancelAppointmentButton } from './CancelAppointmentButton.tsx';
import { CompleteAppointmentButton } from './CompleteAppointmentButton.tsx';
import { RescheduleAppointmentButton } from './RescheduleAppointmentButton.tsx';

/**
 * What may still happen to an appointment of a list, as core's policy allows the actor: a scheduled one is
 * rescheduled, marked done once its time has come, or cancelled; a waiting request is withdrawn by the parent
 * (staff answer it with Accept or Decline instead). A declined, cancelled or done one shows no buttons: nothing changes it.
 */
export function AppointmentChangeActions({
  appointment,
  actor,
  timeZone,
  showChild,
}: {
  appointment: Appointment;
  actor: PolicyActor;
  timeZone: string;
  showChild: boolean;
}) {
  const isScheduled = appointment.status === 'scheduled' && appointment.startsAt !== null;
  const isWithdrawable = appointment.status === 'requested' && !appointmentPolicy.canAnswer(actor);
  const hasBegun = isScheduled && Date.parse(appointment.startsAt!) <= Date.now();
  const canReschedule = isScheduled && appointmentPolicy.canReschedule(actor);
  const canComplete = hasBegun && appointmentPolicy.canComplete(actor);
  const canCancel = (isScheduled || isWithdrawable) && appointmentPolicy.canCancel(actor);
  if (!canReschedule && !canComplete && !canCancel) return null;
  const name = appointmentName(appointment, timeZone, showChild);
  return (
    <Group gap="xs" wrap="wrap">
      {canComplete ? <CompleteAppointmentButton appointment={appointment} name={name} /> : null}
      {canReschedule ? (
        <RescheduleAppointmentButton appointment={appointment} name={name} timeZone={timeZone} />
      ) : null}
      {canCancel ? <CancelAppointmentButton appointment={appointment} name={name} /> : null}
    </Group>
  );
}
