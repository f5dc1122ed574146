import { Checkbox } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A yes/no mark of a list entry (Primary, Authorized pickup) bound to the form. */
export function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
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
