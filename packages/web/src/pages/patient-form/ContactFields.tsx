import { Checkbox } from '@mantine/core';
import { Controller, type Control, type Path } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import type { PatientFormValues } from './patient-form-values.ts';

/** A yes/no mark of a list entry (Primary, Authorized pickup) bound to the form. */
export function FormCheckbox({
  control,
  name,
  label,
}: {
  control: Control<PatientFormValues, unknown, PatientInput>;
  name: Path<PatientFormValues>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
