import { Suspense, lazy } from 'react';
import { Modal, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PatientDetail } from '@carenest/core';

/** The form loads when the dialog first opens: most visits to a chart only read it. */
const CareDetailsForm = lazy(() =>
  import('./CareDetailsForm.tsx').then((module) => ({ default: module.CareDetailsForm })),
);

/** The chart's care details dialog: full screen on phones; a click outside does not close it. */
export function CareDetailsDialog({
  patient,
  opened,
  onClose,
}: {
  patient: PatientDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const fullName = `${patient.firstName} ${patient.lastName}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
      {opened ? (
        <Suspense fallback={<Skeleton height={320} radius="md" aria-hidden />}>
          <CareDetailsForm patient={patient} onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
