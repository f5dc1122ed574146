import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES, type Appointment } from '@carenest/core';
import { useCancelAppointment } from '../../api/appointments.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** The care team or a parent cancels an appointment with the reason the other side reads. */
export function CancelAppointmentDialog({
  appointment,
  name,
  opened,
  onClose,
}: {
  appointment: Appointment;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const cancellation = useCancelAppointment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const cancel = async () => {
    if (!reason.trim()) {
      setError(MESSAGES.appointmentCancelReasonRequired);
      return;
    }
    await submitForm({
      write: () => cancellation.mutateAsync({ appointmentId: appointment.id, input: { reason } }),
      success: MESSAGES.appointmentCancelled,
      onSuccess: close,
      form: { setError: (_field, { message }) => setError(message ?? null) },
      fields: ['reason'],
      failure: MESSAGES.failedToSaveAppointment,
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Cancel appointment"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fz="sm">{name}</Text>
        <Textarea
          label="Reason for cancelling"
          description="Both the family and the care team read it."
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Keep appointment
          </Button>
          <Button color="red" loading={cancellation.isPending} onClick={() => void cancel()}>
            Cancel appointment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
