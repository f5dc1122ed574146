import { Suspense, lazy, useState } from 'react';
import { Button, Modal, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeartbeat } from '@tabler/icons-react';
import type { PatientDetail } from '@carenest/core';

/** The form loads when the dialog first opens: most visits to a chart only read it. */
const CareDetailsForm = lazy(() =>
  import('./CareDetailsForm.tsx').then((module) => ({ default: module.CareDetailsForm })),
);

/**
 * The chart header's "Edit care details" button (nurses, therapists and administrators, by
 * patientPolicy.canEditCareDetails) and its dialog: full screen on phones; a click outside does not close it.
 */
export function EditCareDetailsButton({ patient }: { patient: PatientDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const fullName = `${patient.firstName} ${patient.lastName}`;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHeartbeat size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        Edit care details
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={
          <Text component="span" fw={700} fz="lg">
            Care details of {fullName}
          </Text>
        }
        fullScreen={isPhone}
        size="xl"
        radius={isPhone ? 0 : 'md'}
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {isOpen ? (
          <Suspense fallback={<Skeleton height={320} radius="md" aria-hidden />}>
            <CareDetailsForm patient={patient} onDone={() => setIsOpen(false)} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
