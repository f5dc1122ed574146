import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TagsInput } from '@mantine/core';

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
 * The eMAR's scheduled times of day (HH:mm on the facility's clock) of an order form, as tags: Add
 * Medication and Change order share it.
 */
export function ScheduledTimesField<Values extends FieldValues>({
  control,
  name,
  errors,
}: {
  control: Control<Values>;
  name: Path<Values>;
  errors: unknown;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          label="Scheduled times"
          description="Times of day the dose is given here, 24-hour HH:mm; press Enter after each"
          placeholder="08:00"
          splitChars={[',', ' ']}
          clearable
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={firstItemMessage(errors)}
        />
      )}
    />
  );
}
