import { Group, MultiSelect, Radio, SimpleGrid, TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CARE_COMPLEXITIES, THERAPY_TYPES } from '@carenest/core';
import { DIAGNOSIS_OPTIONS, filterDiagnosisOptions, renderDiagnosisOption } from './diagnosis-options.tsx';
import type { PatientFormValues } from './patient-form-values.ts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const THERAPY_OPTIONS = THERAPY_TYPES.map((therapy) => ({ value: therapy, label: capitalise(therapy) }));

/** The care fields of a chart the patient form and the care details form share. */
type CareFieldValues = Pick<PatientFormValues, 'secondaryDiagnoses' | 'requiredTherapies' | 'careComplexity'>;

/**
 * Secondary diagnoses (ICD-10 codes), required therapies and care complexity: part of the patient form's
 * Clinical section and of the chart's care details form.
 */
export function CareFields() {
  const {
    control,
    formState: { errors },
  } = useFormContext<CareFieldValues>();
  const secondaryError =
    errors.secondaryDiagnoses?.message ??
    (Array.isArray(errors.secondaryDiagnoses)
      ? errors.secondaryDiagnoses.find((error) => error?.message)?.message
      : undefined);

  return (
    <>
      <Controller
        control={control}
        name="secondaryDiagnoses"
        render={({ field }) => (
          <TagsInput
            label="Secondary diagnoses"
            description="Press Enter after each ICD-10 code"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={DIAGNOSIS_OPTIONS}
            filter={filterDiagnosisOptions}
            renderOption={renderDiagnosisOption}
            maxDropdownHeight={280}
            splitChars={[',', ' ']}
            acceptValueOnBlur
            clearable
            clearButtonProps={{ 'aria-label': 'Clear secondary diagnoses' }}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(codes) => field.onChange(codes.map((code) => code.trim().toUpperCase()))}
            onBlur={field.onBlur}
            error={secondaryError}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Controller
          control={control}
          name="requiredTherapies"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Required therapies"
              placeholder={field.value.length === 0 ? 'Choose therapies' : undefined}
              data={THERAPY_OPTIONS}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear required therapies' }}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(values) => field.onChange(values)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="careComplexity"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Care complexity"
              withAsterisk
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group gap="lg" mt={8}>
                {CARE_COMPLEXITIES.map((complexity, index) => (
                  <Radio
                    key={complexity}
                    value={complexity}
                    label={capitalise(complexity)}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </SimpleGrid>
    </>
  );
}
