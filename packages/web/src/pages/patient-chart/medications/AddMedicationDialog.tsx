import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  MEDICATION_ROUTES,
  MEDICATION_ROUTE_LABELS,
  MESSAGES,
  addMedicationSchema,
  type AddMedicationFormValues,
  type AddMedicationInput,
} from '@carenest/core';
import { useAddMedication } from '../../../api/medications.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';

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
};

/** The first message among a list field's item errors (one per invalid scheduled time). */
function firstItemMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string') return errors.message;
  return Object.values(errors)
    .map((item: unknown) =>
      item && typeof item === 'object' && 'message' in item ? item.message : undefined,
    )
    .find((message): message is string => typeof message === 'string');
}

/**
 * Add Medication: name, dosage, frequency, route (oral by default), prescribed by, instructions, and the
 * eMAR's scheduled times of day (HH:mm on the facility's clock), NDC code and start date (today if blank).
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Dosage"
              placeholder="e.g. 5 mg"
              withAsterisk
              error={errors.dosage?.message}
              {...form.register('dosage')}
            />
            <TextInput
              label="Frequency"
              placeholder="e.g. Three times daily"
              withAsterisk
              error={errors.frequency?.message}
              {...form.register('frequency')}
            />
            <NativeSelect
              label="Route"
              data={MEDICATION_ROUTES.map((value) => ({ value, label: MEDICATION_ROUTE_LABELS[value] }))}
              error={errors.route?.message}
              {...form.register('route')}
            />
            <TextInput
              label="Prescribed by"
              withAsterisk
              error={errors.prescribedBy?.message}
              {...form.register('prescribedBy')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="scheduledTimes"
            render={({ field }) => (
              <TagsInput
                label="Scheduled times"
                description="Times of day the dose is given here, 24-hour HH:mm; press Enter after each"
                placeholder="08:00"
                splitChars={[',', ' ']}
                clearable
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={firstItemMessage(errors.scheduledTimes)}
              />
            )}
          />
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
