import { useState } from 'react';
import { Button, Group, Skeleton } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { MESSAGES, appointmentPolicy, todayInZone, type Appointment, type PolicyActor } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useAppointments } from '../../api/appointments.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { AppointmentChangeActions } from './AppointmentChangeActions.tsx';
import { AppointmentList } from './AppointmentList.tsx';
import { AppointmentSlotDialog } from './AppointmentSlotDialog.tsx';
import { DeclineAppointmentDialog } from './DeclineAppointmentDialog.tsx';

/**
 * A child's appointments on the chart: waiting requests (Accept at a time, or Decline with a message),
 * upcoming appointments (Reschedule, Mark done once begun, Cancel with a reason), the recently cancelled and
 * done with their status, and Schedule appointment, for the care team; parents read the same list.
 */
export function AppointmentsCard({
  patientId,
  actor,
  timeZone,
}: {
  patientId: string;
  actor: PolicyActor;
  timeZone: string;
}) {
  const appointments = useAppointments(patientId);
  const [slot, setSlot] = useState<{ request: Appointment | null } | null>(null);
  const [declining, setDeclining] = useState<Appointment | null>(null);
  const canSchedule = appointmentPolicy.canSchedule(actor);
  const today = todayInZone(new Date(), timeZone);
  return (
    <PanelCard
      title="Appointments"
      action={
        canSchedule ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            onClick={() => setSlot({ request: null })}
          >
            Schedule appointment
          </Button>
        ) : null
      }
    >
      {appointments.isPending ? <Skeleton height={60} aria-label="Loading appointments" /> : null}
      {appointments.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadAppointments}
          message={describeError(appointments.error)}
          onRetry={() => void appointments.refetch()}
          isRetrying={appointments.isFetching}
        />
      ) : null}
      {appointments.data && appointments.data.items.length === 0 ? (
        <EmptyListMessage>No upcoming appointments</EmptyListMessage>
      ) : null}
      {appointments.data && appointments.data.items.length > 0 ? (
        <AppointmentList
          appointments={appointments.data.items}
          showChild={false}
          timeZone={timeZone}
          actions={(appointment) =>
            appointment.status === 'requested' && appointmentPolicy.canAnswer(actor) ? (
              <Group gap="xs">
                <Button size="xs" onClick={() => setSlot({ request: appointment })}>
                  Accept
                </Button>
                <Button size="xs" variant="default" onClick={() => setDeclining(appointment)}>
                  Decline
                </Button>
              </Group>
            ) : (
              <AppointmentChangeActions
                appointment={appointment}
                actor={actor}
                timeZone={timeZone}
                showChild={false}
              />
            )
          }
        />
      ) : null}
      <AppointmentSlotDialog
        opened={slot !== null}
        patientId={patientId}
        request={slot?.request ?? null}
        today={today}
        onClose={() => setSlot(null)}
      />
      <DeclineAppointmentDialog request={declining} onClose={() => setDeclining(null)} />
    </PanelCard>
  );
}
