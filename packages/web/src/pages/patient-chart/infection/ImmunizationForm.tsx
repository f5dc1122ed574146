import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  IMMUNIZATION_SOURCES,
  IMMUNIZATION_SOURCE_LABELS,
  MESSAGES,
  VACCINES,
  immunizationInputSchema,
  type ImmunizationInput,
} from '@carenest/core';
import { useRecordImmunization } from '../../../api/infection-control.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';

/** Recording a dose: the vaccine by CVX code, the day given (today at the latest), dose number and source. */
export function ImmunizationForm({
  patientId,
  today,
  onDone,
}: {
  patientId: string;
  today: string;
  onDone: () => void;
}) {
  const recording = useRecordImmunization(patientId);
  const form = useForm<ImmunizationInput>({
    resolver: zodResolver(immunizationInputSchema),
    defaultValues: {
      cvxCode: '',
      administeredOn: today,
      doseNumber: 1,
      source: 'administered_here',
    },
  });
  const submit = formSubmitHandler(form, {
    write: (dose) => recording.mutateAsync(dose),
    success: MESSAGES.immunizationRecorded,
    onSuccess: onDone,
    fields: ['cvxCode', 'administeredOn', 'doseNumber', 'source'],
    failure: MESSAGES.failedToRecordImmunization,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Record immunization">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Vaccine (CVX)"
            withAsterisk
            data={[
              { value: '', label: 'Choose…', disabled: true },
              ...Object.entries(VACCINES).map(([code, vaccine]) => ({
                value: code,
                label: `${vaccine.name} (CVX ${code})`,
              })),
            ]}
            error={errors.cvxCode?.message}
            {...form.register('cvxCode')}
          />
          <TextInput
            label="Date given"
            type="date"
            withAsterisk
            max={today}
            error={errors.administeredOn?.message}
            {...form.register('administeredOn')}
          />
          <TextInput
            label="Dose number"
            type="number"
            inputMode="numeric"
            withAsterisk
            min={1}
            max={10}
            error={errors.doseNumber?.message}
            {...form.register('doseNumber', { valueAsNumber: true })}
          />
          <NativeSelect
            label="Source"
            withAsterisk
            data={IMMUNIZATION_SOURCES.map((value) => ({ value, label: IMMUNIZATION_SOURCE_LABELS[value] }))}
            error={errors.source?.message}
            {...form.register('source')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save immunization
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
