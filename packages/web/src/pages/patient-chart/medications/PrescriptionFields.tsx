import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MEDICATION_ROUTES, MEDICATION_ROUTE_LABELS, type MedicationRoute } from '@carenest/core';

/** The prescription fields an order form holds, whatever else it holds. */
export interface PrescriptionValues {
  dosage: string;
  frequency: string;
  route?: MedicationRoute | undefined;
  prescribedBy: string;
  isControlled?: boolean | undefined;
}

/**
 * Dosage, frequency, route and prescriber of an order, two by two on wider screens: Add Medication and Change
 * order share them. `prescriberHint` says whose name goes there.
 */
export function PrescriptionFields<Values extends PrescriptionValues>({
  register,
  errors: formErrors,
  prescriberHint,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  prescriberHint?: string;
}) {
  const errors = formErrors as FieldErrors<PrescriptionValues>;
  const field = (name: keyof PrescriptionValues) => register(name as Path<Values>);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label="Dosage"
        placeholder="e.g. 5 mg"
        withAsterisk
        error={errors.dosage?.message}
        {...field('dosage')}
      />
      <TextInput
        label="Frequency"
        placeholder="e.g. Three times daily"
        withAsterisk
        error={errors.frequency?.message}
        {...field('frequency')}
      />
      <NativeSelect
        label="Route"
        data={MEDICATION_ROUTES.map((value) => ({ value, label: MEDICATION_ROUTE_LABELS[value] }))}
        error={errors.route?.message}
        {...field('route')}
      />
      <TextInput
        label="Prescribed by"
        description={prescriberHint}
        withAsterisk
        error={errors.prescribedBy?.message}
        {...field('prescribedBy')}
      />
    </SimpleGrid>
  );
}

/** Whether the order is a controlled substance: each dose given then needs a witness. */
export function ControlledSubstanceCheckbox<Values extends PrescriptionValues>({
  register,
}: {
  register: UseFormRegister<Values>;
}) {
  return (
    <Checkbox
      label="Controlled substance"
      description="Each dose given needs a second nurse to witness it"
      {...register('isControlled' as Path<Values>)}
    />
  );
}
