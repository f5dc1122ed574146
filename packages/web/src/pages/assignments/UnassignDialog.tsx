import { Button, Group, Modal, Text } from '@mantine/core';
import type { AssignmentPatient, PatientAssignment } from '@carenest/core';

/** The assignment an administrator is about to end, with its patient. */
export interface PendingUnassignment {
  patient: AssignmentPatient;
  assignment: PatientAssignment;
}

/** Asks before ending an assignment: the staff member loses access to the patient's chart. */
export function UnassignDialog({
  pending,
  isSaving,
  onConfirm,
  onCancel,
}: {
  pending: PendingUnassignment | null;
  isSaving: boolean;
  onConfirm: (pending: PendingUnassignment) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={
        <Text component="span" fw={700}>
          Unassign staff member?
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {pending ? (
        <>
          <Text fz="sm">
            {pending.assignment.staffName} will no longer be assigned to {pending.patient.firstName}{' '}
            {pending.patient.lastName} and loses access to the chart.
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(pending)} loading={isSaving}>
              Unassign
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
