import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MESSAGES, type Appointment } from '@carenest/core';
import { useAnswerAppointment } from '../../api/appointments.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** Staff decline a parent's request with a message the family reads. */
export function DeclineAppointmentDialog({
  request,
  onClose,
}: {
  request: Appointment | null;
  onClose: () => void;
}) {
  const answer = useAnswerAppointment();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };
  const decline = async () => {
    if (!request) return;
    if (!message.trim()) {
      setError(MESSAGES.appointmentDeclineReasonRequired);
      return;
    }
    await submitForm({
      write: () => answer.mutateAsync({ appointmentId: request.id, input: { decision: 'decline', message } }),
      success: MESSAGES.appointmentDeclined,
      onSuccess: close,
      form: { setError: (_field, { message: fieldMessage }) => setError(fieldMessage ?? null) },
      fields: ['message'],
      failure: MESSAGES.failedToSaveAppointment,
    });
  };
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title="Decline request"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Textarea
          label="Message to the family"
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          value={message}
          error={error}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={answer.isPending} onClick={() => void decline()}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
