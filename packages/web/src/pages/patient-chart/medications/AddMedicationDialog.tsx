import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  MESSAGES,
  addMedicationSchema,
  type AddMedicationFormValues,
  type AddMedicationInput,
} from '@carenest/core';
import { useAddMedication } from '../../../api/medications.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';
import { ControlledSubstanceCheckbox, PrescriptionFields } from './PrescriptionFields.tsx';
import { ScheduledTimesField } from './ScheduledTimesField.tsx';

const FIELDS = [
  'name',
  'dosage',
  'frequency',
  'route',
  'prescribedBy',
  'instructions',
  'ndcCode',
  'startDate',
  'scheduledTimes',
  'isControlled',
] as const;

const EMPTY_FORM: AddMedicationFormValues = {
  name: '',
  dosage: '',
  frequency: '',
  route: 'oral',
  prescribedBy: '',
  instructions: '',
  ndcCode: '',
  startDate: '',
  scheduledTimes: [],
  isControlled: false,
};

/**
 * Add Medication: name, dosage, frequency, route (oral by default), prescribed by, instructions, and the
 * eMAR's scheduled times of day (HH:mm on the facility's clock), NDC code, start date (today if blank) and
 * whether it is a controlled substance (each given dose then needs a witness).
 */
export function AddMedicationDialog({
  patientId,
  opened,
  onClose,
}: {
  patientId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const add = useAddMedication(patientId);
  const form = useForm<AddMedicationFormValues, unknown, AddMedicationInput>({
    resolver: zodResolver(addMedicationSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY_FORM);
    onClose();
  };

  const submit = formSubmitHandler(form, {
    write: (values) => add.mutateAsync(values),
    success: MESSAGES.medicationAdded,
    onSuccess: close,
    fields: FIELDS,
    failure: MESSAGES.medicationAddFailed,
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Medication"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Medication name"
            withAsterisk
            error={errors.name?.message}
            {...form.register('name')}
          />
          <PrescriptionFields register={form.register} errors={errors} />
          <ScheduledTimesField control={form.control} name="scheduledTimes" errors={errors.scheduledTimes} />
          <Textarea
            label="Instructions"
            autosize
            minRows={2}
            error={errors.instructions?.message}
            {...form.register('instructions')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="NDC code"
              placeholder="12345-678-90"
              error={errors.ndcCode?.message}
              {...form.register('ndcCode')}
            />
            <TextInput
              type="date"
              label="Start date"
              description="Today if left blank"
              error={errors.startDate?.message}
              {...form.register('startDate')}
            />
          </SimpleGrid>
          <ControlledSubstanceCheckbox register={form.register} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Add Medication
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
