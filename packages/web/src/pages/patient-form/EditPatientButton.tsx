import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { PatientDetail } from '@carenest/core';
import { PatientFormDialog } from './PatientFormDialog.tsx';

/** The chart header's Edit button (administrators): the patient form filled with the saved record. */
export function EditPatientButton({ patient }: { patient: PatientDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
        aria-label={`Edit ${patient.firstName} ${patient.lastName}`}
      >
        Edit
      </Button>
      <PatientFormDialog opened={isOpen} patient={patient} onClose={() => setIsOpen(false)} />
    </>
  );
}
