import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { FormSection } from './FormSection.tsx';
import type { PatientFormValues } from './patient-form-values.ts';

/** Today as YYYY-MM-DD in the browser's calendar: the latest date of birth the picker offers. */
function todayInBrowser(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Names, date of birth and medical record number. */
export function IdentitySection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PatientFormValues, unknown, PatientInput>();
  return (
    <FormSection title="Identity">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          withAsterisk
          max={todayInBrowser()}
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <TextInput
          label="Medical record number (MRN)"
          withAsterisk
          autoComplete="off"
          error={errors.medicalRecordNumber?.message}
          {...register('medicalRecordNumber')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
