import { Suspense, lazy } from 'react';
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PatientDetail } from '@carenest/core';

const PatientFormPanel = lazy(() =>
  import('./PatientFormPanel.tsx').then((module) => ({ default: module.PatientFormPanel })),
);

function PatientFormSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={180} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={90} radius="md" />
    </Stack>
  );
}

/**
 * Add Patient / Edit Patient as a dialog: full screen on phones, wide on larger screens. A click
 * outside does not close it, so typed work is not lost by accident.
 */
export function PatientFormDialog({
  opened,
  patient,
  onClose,
}: {
  opened: boolean;
  patient: PatientDetail | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {patient ? `Edit ${patient.firstName} ${patient.lastName}` : 'Add Patient'}
        </Text>
      }
      fullScreen={isPhone}
      size="xl"
      radius={isPhone ? 0 : 'md'}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
    >
      {opened ? (
        <Suspense fallback={<PatientFormSkeleton />}>
          <PatientFormPanel patient={patient} onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
