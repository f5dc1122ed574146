import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import {
  MESSAGES,
  discontinueMedicationSchema,
  type DiscontinueMedicationInput,
  type Medication,
} from '@carenest/core';
import { useDiscontinueMedication } from '../../../api/medications.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';

/**
 * Discontinue: stops an active medication with the reason. It leaves the schedule and the due list, can no
 * longer be given, stays in the chart's history with who stopped it and why, and the parents are told.
 */
export function DiscontinueMedicationDialog({
  patientId,
  medication,
  onClose,
}: {
  patientId: string;
  medication: Medication | null;
  onClose: () => void;
}) {
  const discontinue = useDiscontinueMedication(patientId);
  const form = useForm<DiscontinueMedicationInput>({
    resolver: zodResolver(discontinueMedicationSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (medication) form.reset({ reason: '' });
  }, [medication, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => discontinue.mutateAsync({ medicationId: medication!.id, input: values }),
    success: MESSAGES.medicationDiscontinued,
    onSuccess: onClose,
    fields: ['reason'],
    failure: MESSAGES.medicationDiscontinueFailed,
  });

  return (
    <Modal
      opened={medication !== null}
      onClose={onClose}
      title={medication ? `Discontinue ${medication.name}` : 'Discontinue medication'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Alert color="orange" variant="light">
            Its remaining doses leave the schedule and it can no longer be given. The parents are told.
          </Alert>
          <Textarea
            label="Reason for discontinuing"
            withAsterisk
            autosize
            minRows={2}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              Discontinue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
