import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PatientFormDialog } from '../patient-form/PatientFormDialog.tsx';

/** The administrators' Add Patient button: opens the patient form; a saved patient's chart opens next. */
export function AddPatientButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsOpen(true)}>
        Add Patient
      </Button>
      <PatientFormDialog opened={isOpen} patient={null} onClose={() => setIsOpen(false)} />
    </>
  );
}
