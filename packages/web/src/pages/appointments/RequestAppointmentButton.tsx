import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { ChildToday } from '@carenest/core';
import { RequestAppointmentDialog } from './RequestAppointmentDialog.tsx';

/** The parent's Schedule Appointment button and the dialog it opens. */
export function RequestAppointmentButton({
  linkedChildren,
  today,
}: {
  linkedChildren: readonly ChildToday[];
  today: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        Schedule Appointment
      </Button>
      <RequestAppointmentDialog
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        linkedChildren={linkedChildren}
        today={today}
      />
    </>
  );
}
