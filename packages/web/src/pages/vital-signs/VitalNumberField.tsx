import { Controller, type Control } from 'react-hook-form';
import { NumberInput } from '@mantine/core';
import {
  VITAL_BOUNDS,
  type EntryBound,
  type RecordVitalSignsInput,
  type VitalMeasurement,
} from '@carenest/core';

/** The input's value as the schema takes it: blank is null, a typed number stays a number (NaN is refused). */
function toMeasurement(value: number | string): number | null {
  if (value === '') return null;
  return typeof value === 'number' ? value : Number(value);
}

/**
 * One measurement of the Record Vital Signs dialog with the bounds of the child's age band and its step
 * (tenths for temperature, weight and height); values outside the bounds are not clamped but refused with
 * the schema's message.
 */
export function VitalNumberField({
  control,
  bounds,
  measurement,
  label,
  description,
}: {
  control: Control<RecordVitalSignsInput>;
  bounds: Record<VitalMeasurement, EntryBound>;
  measurement: VitalMeasurement;
  label: string;
  description?: string;
}) {
  const { minimum, maximum } = bounds[measurement];
  const { step } = VITAL_BOUNDS[measurement];
  const isDecimal = step < 1;
  return (
    <Controller
      control={control}
      name={measurement}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description ?? `${minimum}-${maximum}`}
          min={minimum}
          max={maximum}
          step={step}
          decimalScale={isDecimal ? 2 : 0}
          allowDecimal={isDecimal}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          inputMode={isDecimal ? 'decimal' : 'numeric'}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(toMeasurement(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
