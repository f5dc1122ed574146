import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { notifyError } from '../../notifications/notify.ts';
import { AllergiesSection } from './AllergiesSection.tsx';
import { ClinicalSection } from './ClinicalSection.tsx';
import { EmergencyContactsSection } from './EmergencyContactsSection.tsx';
import { FormFooter } from './FormFooter.tsx';
import { IdentitySection } from './IdentitySection.tsx';
import { InsuranceSection } from './InsuranceSection.tsx';
import { PhysiciansSection } from './PhysiciansSection.tsx';
import { patientFormResolver, type PatientFormValues } from './patient-form-values.ts';
import { applyPatientFieldErrors, patientSaveFailureMessage } from './patient-save-errors.ts';

/**
 * The one form that adds and edits a patient, checked by core's `patientInputSchema`. A refused
 * save puts the server's field messages under their inputs and shows its sentence as a red toast.
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

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      applyPatientFieldErrors(error, form.setError);
      notifyError(patientSaveFailureMessage(error));
    }
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
