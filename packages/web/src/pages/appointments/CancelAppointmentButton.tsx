import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Appointment } from '@carenest/core';
import { CancelAppointmentDialog } from './CancelAppointmentDialog.tsx';

/** Cancel on an appointment of a list, named by the appointment, and the dialog asking why. */
export function CancelAppointmentButton({ appointment, name }: { appointment: Appointment; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        aria-label={`Cancel ${name}`}
        onClick={() => setIsOpen(true)}
      >
        Cancel
      </Button>
      <CancelAppointmentDialog
        appointment={appointment}
        name={name}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
