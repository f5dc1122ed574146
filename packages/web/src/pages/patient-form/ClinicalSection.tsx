import { Autocomplete } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CareFields } from './CareFields.tsx';
import { FormSection } from './FormSection.tsx';
import {
  DIAGNOSIS_OPTIONS,
  diagnosisDescription,
  filterDiagnosisOptions,
  renderDiagnosisOption,
} from './diagnosis-options.tsx';
import type { PatientFormValues } from './patient-form-values.ts';

/** Primary diagnosis (a listed code or any ICD-10 code), then the care fields: diagnoses, therapies, complexity. */
export function ClinicalSection() {
  const { control } = useFormContext<Pick<PatientFormValues, 'primaryDiagnosis'>>();
  return (
    <FormSection title="Clinical">
      <Controller
        control={control}
        name="primaryDiagnosis"
        render={({ field, fieldState }) => (
          <Autocomplete
            label="Primary diagnosis"
            withAsterisk
            placeholder="Code or description"
            description={
              diagnosisDescription(field.value) ?? 'Choose a listed code or type another ICD-10 code'
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={DIAGNOSIS_OPTIONS}
            filter={filterDiagnosisOptions}
            renderOption={renderDiagnosisOption}
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <CareFields />
    </FormSection>
  );
}
