import { Button } from '@mantine/core';
import { MESSAGES, type Appointment } from '@carenest/core';
import { useCompleteAppointment } from '../../api/appointments.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** Mark done on an appointment whose time has come, named by the appointment. */
export function CompleteAppointmentButton({ appointment, name }: { appointment: Appointment; name: string }) {
  const completion = useCompleteAppointment();
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      aria-label={`Mark done: ${name}`}
      loading={completion.isPending}
      onClick={() =>
        void submitForm({
          write: () => completion.mutateAsync(appointment.id),
          success: MESSAGES.appointmentCompleted,
          failure: MESSAGES.failedToSaveAppointment,
        })
      }
    >
      Mark done
    </Button>
  );
}
