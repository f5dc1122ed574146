import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  MESSAGES,
  changeMedicationSchema,
  type ChangeMedicationFormValues,
  type ChangeMedicationInput,
  type Medication,
} from '@carenest/core';
import { useChangeMedication } from '../../../api/medications.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';
import { ControlledSubstanceCheckbox, PrescriptionFields } from './PrescriptionFields.tsx';
import { ScheduledTimesField } from './ScheduledTimesField.tsx';

const FIELDS = [
  'dosage',
  'frequency',
  'route',
  'prescribedBy',
  'instructions',
  'scheduledTimes',
  'isControlled',
  'reason',
] as const;

/** The form's starting values: the order as it stands now, and an empty reason. */
function currentOrder(medication: Medication): ChangeMedicationFormValues {
  return {
    dosage: medication.dosage,
    frequency: medication.frequency,
    route: medication.route,
    prescribedBy: medication.prescribedBy,
    instructions: medication.instructions ?? '',
    scheduledTimes: medication.scheduledTimes,
    isControlled: medication.isControlled,
    reason: '',
    version: medication.version,
  };
}

/**
 * Change order: the dose, frequency, route, prescriber, schedule, instructions and controlled flag of an
 * active medication, with the reason for the change. Saving writes a new version; the old one stays in the
 * order's history. A change made meanwhile by someone else is refused with the server's sentence.
 */
export function ChangeMedicationDialog({
  patientId,
  medication,
  onClose,
}: {
  patientId: string;
  medication: Medication | null;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const change = useChangeMedication(patientId);
  const form = useForm<ChangeMedicationFormValues, unknown, ChangeMedicationInput>({
    resolver: zodResolver(changeMedicationSchema),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (medication) form.reset(currentOrder(medication));
  }, [medication, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => change.mutateAsync({ medicationId: medication!.id, input: values }),
    success: MESSAGES.medicationChanged,
    onSuccess: onClose,
    fields: FIELDS,
    listFields: ['scheduledTimes'],
    failure: MESSAGES.medicationChangeFailed,
  });

  return (
    <Modal
      opened={medication !== null}
      onClose={onClose}
      title={medication ? `Change order: ${medication.name}` : 'Change order'}
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {medication ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Version {medication.version} stays in the order&apos;s history; the change becomes version{' '}
              {medication.version + 1}.
            </Text>
            <PrescriptionFields
              register={form.register}
              errors={errors}
              prescriberHint="The prescriber who ordered the change"
            />
            <ScheduledTimesField
              control={form.control}
              name="scheduledTimes"
              errors={errors.scheduledTimes}
            />
            <Textarea
              label="Instructions"
              autosize
              minRows={2}
              error={errors.instructions?.message}
              {...form.register('instructions')}
            />
            <ControlledSubstanceCheckbox register={form.register} />
            <Textarea
              label="Reason for the change"
              withAsterisk
              autosize
              minRows={2}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save new version
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
