import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Appointment } from '@carenest/core';
import { RescheduleAppointmentDialog } from './RescheduleAppointmentDialog.tsx';

/** Reschedule on an appointment of a list, named by the appointment, and the dialog taking the new time. */
export function RescheduleAppointmentButton({
  appointment,
  name,
  timeZone,
}: {
  appointment: Appointment;
  name: string;
  timeZone: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" aria-label={`Reschedule ${name}`} onClick={() => setIsOpen(true)}>
        Reschedule
      </Button>
      <RescheduleAppointmentDialog
        appointment={appointment}
        name={name}
        timeZone={timeZone}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
