import { useState } from 'react';
import { Button, Group, Modal, Switch, Text } from '@mantine/core';
import { MESSAGES, type PatientDetail } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useChangePatientStatus } from '../../api/patient-management.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * The administrators' Active switch on the chart header. Flipping it asks first; the change is
 * saved at once and the chart and lists refreshed.
 */
export function PatientStatusSwitch({ patient }: { patient: PatientDetail }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const nextIsActive = !patient.isActive;
  const statusChange = useChangePatientStatus(patient.id);
  const confirm = () =>
    statusChange.mutate(nextIsActive, {
      onSuccess: () => {
        notifySuccess(MESSAGES.patientUpdated);
        setIsConfirming(false);
      },
      onError: (error) => notifyError(describeError(error)),
    });

  return (
    <>
      <Switch
        label="Active"
        checked={patient.isActive}
        onChange={() => setIsConfirming(true)}
        color="green"
        size="md"
      />
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={
          <Text component="span" fw={700}>
            {nextIsActive ? `Mark ${fullName} active?` : `Mark ${fullName} inactive?`}
          </Text>
        }
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text fz="sm">
          {nextIsActive
            ? 'The patient will be shown as Active again in the patient lists.'
            : 'The record is kept, but the patient will be shown as Inactive in the patient lists.'}
        </Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setIsConfirming(false)} disabled={statusChange.isPending}>
            Cancel
          </Button>
          <Button color={nextIsActive ? 'green' : 'red'} onClick={confirm} loading={statusChange.isPending}>
            {nextIsActive ? 'Mark active' : 'Mark inactive'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
