import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ALLERGY_SEVERITIES } from '@carenest/core';
import { FormSection } from './FormSection.tsx';
import { RepeatingItem } from './RepeatingItem.tsx';
import { RepeatingList } from './RepeatingList.tsx';
import { EMPTY_ALLERGY, type PatientFormValues } from './patient-form-values.ts';

const SEVERITY_OPTIONS = ALLERGY_SEVERITIES.map((severity) => ({
  value: severity,
  label: severity.charAt(0).toUpperCase() + severity.slice(1),
}));

/**
 * The patient's allergies: allergen, reaction, severity and notes, added and removed one by one. Part of the
 * patient form and of the chart's care details form.
 */
export function AllergiesSection() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<Pick<PatientFormValues, 'allergies'>>();
  const { fields, append, remove } = useFieldArray({ control, name: 'allergies' });

  return (
    <FormSection title="Allergies">
      <RepeatingList
        itemCount={fields.length}
        emptyText="No known allergies. Add each allergy the care team must know about."
        listError={errors.allergies?.root?.message ?? errors.allergies?.message}
        addLabel="Add allergy"
        onAdd={() => append({ ...EMPTY_ALLERGY })}
      >
        {fields.map((field, index) => {
          const itemErrors = errors.allergies?.[index];
          return (
            <RepeatingItem
              key={field.id}
              heading={`Allergy ${index + 1}`}
              removeLabel={`Remove allergy ${index + 1}`}
              onRemove={() => remove(index)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                <TextInput
                  label="Allergen"
                  withAsterisk
                  error={itemErrors?.allergen?.message}
                  {...register(`allergies.${index}.allergen`)}
                />
                <TextInput
                  label="Reaction"
                  withAsterisk
                  error={itemErrors?.reaction?.message}
                  {...register(`allergies.${index}.reaction`)}
                />
                <Controller
                  control={control}
                  name={`allergies.${index}.severity`}
                  render={({ field: severity, fieldState }) => (
                    <Select
                      label="Severity"
                      withAsterisk
                      data={SEVERITY_OPTIONS}
                      allowDeselect={false}
                      ref={severity.ref}
                      name={severity.name}
                      value={severity.value}
                      onChange={(value) => severity.onChange(value ?? 'mild')}
                      onBlur={severity.onBlur}
                      error={fieldState.error?.message}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
                <TextInput
                  label="Notes"
                  error={itemErrors?.notes?.message}
                  {...register(`allergies.${index}.notes`)}
                />
              </SimpleGrid>
            </RepeatingItem>
          );
        })}
      </RepeatingList>
    </FormSection>
  );
}
