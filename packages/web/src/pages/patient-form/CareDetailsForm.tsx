import { NativeSelect, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ATTENDANT_CREDENTIALS,
  ATTENDANT_CREDENTIAL_LABELS,
  MESSAGES,
  type PatientCareDetails,
  type PatientDetail,
} from '@carenest/core';
import { useUpdateCareDetails } from '../../api/patient-management.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { AllergiesSection } from './AllergiesSection.tsx';
import { CareFields } from './CareFields.tsx';
import { FormFooter } from './FormFooter.tsx';
import { FormSection } from './FormSection.tsx';
import { PhysiciansSection } from './PhysiciansSection.tsx';
import {
  careDetailsFormValuesOf,
  careDetailsResolver,
  type CareDetailsFormValues,
} from './care-details-values.ts';
import { PATIENT_FORM_LISTS } from './patient-form-values.ts';

/**
 * The chart's care details form (patientPolicy.canEditCareDetails): diagnoses, therapies and complexity, the
 * transport attendant the child needs, allergies and physicians, with the patient form's own pieces and core's `patientCareDetailsSchema`. Saves
 * through its mutation hook; a refused save puts the server's field messages under their inputs.
 */
export function CareDetailsForm({ patient, onDone }: { patient: PatientDetail; onDone: () => void }) {
  const careDetails = useUpdateCareDetails(patient.id);
  const form = useForm<CareDetailsFormValues, unknown, PatientCareDetails>({
    resolver: careDetailsResolver,
    defaultValues: careDetailsFormValuesOf(patient),
  });
  const { isSubmitting, submitCount, errors } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  const submit = formSubmitHandler(form, {
    write: (input) => careDetails.mutateAsync(input),
    success: MESSAGES.patientUpdated,
    onSuccess: onDone,
    listFields: PATIENT_FORM_LISTS,
    failure: MESSAGES.patientSaveFailed,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Save care details">
        <Stack gap="md">
          <FormSection title="Diagnoses and care">
            <CareFields />
            <NativeSelect
              label="Transport attendant required"
              description="The credential of the staff member who must ride with the child"
              data={[
                { value: '', label: 'None required' },
                ...ATTENDANT_CREDENTIALS.map((value) => ({
                  value,
                  label: ATTENDANT_CREDENTIAL_LABELS[value],
                })),
              ]}
              {...form.register('transportAttendant', {
                setValueAs: (value: string | null) => (value === '' ? null : value),
              })}
            />
          </FormSection>
          <AllergiesSection />
          <PhysiciansSection />
          <FormFooter
            hasErrors={hasErrors}
            isSubmitting={isSubmitting}
            submitLabel="Save care details"
            onCancel={onDone}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
