import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import type { PatientDetail } from '@carenest/core';
import { CareDetailsDialog } from './CareDetailsDialog.tsx';

/**
 * The chart header's "Edit care details" button (nurses, therapists and administrators, by
 * patientPolicy.canEditCareDetails) and the dialog it opens.
 */
export function EditCareDetailsButton({ patient }: { patient: PatientDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHeartbeat size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        Edit care details
      </Button>
      <CareDetailsDialog patient={patient} opened={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
