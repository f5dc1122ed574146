import { MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MAXIMUM_PATIENT_LOAD_BOUNDS, SPECIALTIES, SPECIALTY_LABELS } from '@carenest/core';

const SPECIALTY_OPTIONS = SPECIALTIES.map((specialty) => ({
  value: specialty,
  label: SPECIALTY_LABELS[specialty],
}));

/** Specializations and maximum patient load of a nurse or therapist, in the create and edit forms. */
export function StaffFields<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Controller
        control={control}
        name={'specializations' as Path<Values>}
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Specializations"
            placeholder={
              ((field.value as string[] | undefined) ?? []).length === 0
                ? 'Choose specializations'
                : undefined
            }
            data={SPECIALTY_OPTIONS}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear specializations' }}
            ref={field.ref}
            name={field.name}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name={'maxPatientLoad' as Path<Values>}
        render={({ field, fieldState }) => (
          <NumberInput
            label="Maximum patient load"
            min={MAXIMUM_PATIENT_LOAD_BOUNDS.minimum}
            max={MAXIMUM_PATIENT_LOAD_BOUNDS.maximum}
            allowDecimal={false}
            allowNegative={false}
            ref={field.ref}
            name={field.name}
            value={(field.value as number | undefined) ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
