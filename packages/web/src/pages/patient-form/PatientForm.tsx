import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, type PatientInput } from '@carenest/core';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { AllergiesSection } from './AllergiesSection.tsx';
import { ClinicalSection } from './ClinicalSection.tsx';
import { EmergencyContactsSection } from './EmergencyContactsSection.tsx';
import { FormFooter } from './FormFooter.tsx';
import { IdentitySection } from './IdentitySection.tsx';
import { InsuranceSection } from './InsuranceSection.tsx';
import { PhysiciansSection } from './PhysiciansSection.tsx';
import { PATIENT_FORM_LISTS, patientFormResolver, type PatientFormValues } from './patient-form-values.ts';

/**
 * The one form that adds and edits a patient, checked by core's `patientInputSchema`. A refused
 * save puts the server's field messages under their inputs (a list's own under the list) and a red toast.
 */
export function PatientForm({
  defaultValues,
  submitLabel,
  onSave,
  onCancel,
}: {
  defaultValues: PatientFormValues;
  submitLabel: string;
  onSave: (input: PatientInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<PatientFormValues, unknown, PatientInput>({
    resolver: patientFormResolver,
    defaultValues,
  });
  const { isSubmitting, submitCount, errors } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  const submit = formSubmitHandler(form, {
    write: onSave,
    listFields: PATIENT_FORM_LISTS,
    failure: MESSAGES.patientSaveFailed,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={submitLabel}>
        <Stack gap="md">
          <IdentitySection />
          <ClinicalSection />
          <AllergiesSection />
          <EmergencyContactsSection />
          <PhysiciansSection />
          <InsuranceSection />
          <FormFooter
            hasErrors={hasErrors}
            isSubmitting={isSubmitting}
            submitLabel={submitLabel}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
