import { useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { PatientDetail, PhotoProposal } from '@carenest/core';
import { PatientPhotoDialog } from './PatientPhotoDialog.tsx';

/**
 * The chart header's Photo button (for those core's photo policy lets change it) and its dialog; it says so
 * when a parent's proposed photo waits for review.
 */
export function PatientPhotoButton({
  patient,
  proposal,
}: {
  patient: PatientDetail;
  proposal: PhotoProposal | null;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Indicator disabled={!proposal} color="orange" size={10} offset={4}>
        <Button
          variant="default"
          leftSection={<IconCamera size={16} aria-hidden />}
          onClick={() => setIsOpen(true)}
        >
          {proposal ? 'Review photo' : 'Photo'}
        </Button>
      </Indicator>
      <PatientPhotoDialog
        patient={patient}
        proposal={proposal}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
