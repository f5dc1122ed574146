import { useRef, useState } from 'react';
import { SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { FormCheckbox } from './ContactFields.tsx';
import { FormSection } from './FormSection.tsx';
import { EMPTY_INSURANCE, type InsuranceFormValues, type PatientFormValues } from './patient-form-values.ts';

/**
 * Primary insurance and eligibility, switched on only when the patient has insurance. Switching it
 * off keeps what was typed, so switching it back on restores it.
 */
export function InsuranceSection() {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PatientFormValues, unknown, PatientInput>();
  const [hasInsurance, setHasInsurance] = useState(() => getValues('insurance') !== null);
  const setAside = useRef<InsuranceFormValues | null>(null);
  const insuranceErrors = errors.insurance;

  const toggle = (isOn: boolean) => {
    if (isOn) {
      setValue('insurance', setAside.current ?? { ...EMPTY_INSURANCE }, { shouldDirty: true });
    } else {
      setAside.current = getValues('insurance');
      setValue('insurance', null, { shouldDirty: true });
    }
    setHasInsurance(isOn);
  };

  return (
    <FormSection title="Insurance">
      <Switch
        label="The patient has insurance"
        checked={hasInsurance}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {hasInsurance ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Insurance name"
              withAsterisk
              error={insuranceErrors?.insuranceName?.message}
              {...register('insurance.insuranceName')}
            />
            <TextInput
              label="Policy number"
              withAsterisk
              autoComplete="off"
              error={insuranceErrors?.policyNumber?.message}
              {...register('insurance.policyNumber')}
            />
            <TextInput
              label="Group number"
              autoComplete="off"
              error={insuranceErrors?.groupNumber?.message}
              {...register('insurance.groupNumber')}
            />
            <TextInput
              label="Subscriber name"
              withAsterisk
              autoComplete="off"
              error={insuranceErrors?.subscriberName?.message}
              {...register('insurance.subscriberName')}
            />
            <TextInput
              label="Subscriber date of birth"
              type="date"
              error={insuranceErrors?.subscriberDOB?.message}
              {...register('insurance.subscriberDOB')}
            />
            <TextInput
              label="Relationship to patient"
              withAsterisk
              placeholder="Mother, Father, Self…"
              error={insuranceErrors?.relationshipToPatient?.message}
              {...register('insurance.relationshipToPatient')}
            />
            <TextInput
              label="Effective date"
              type="date"
              error={insuranceErrors?.effectiveDate?.message}
              {...register('insurance.effectiveDate')}
            />
          </SimpleGrid>
          <FormCheckbox control={control} name="insurance.isActive" label="Coverage is active" />
          <Textarea
            label="Benefits"
            autosize
            minRows={2}
            maxRows={6}
            error={insuranceErrors?.benefits?.message}
            {...register('insurance.benefits')}
          />
        </>
      ) : null}
    </FormSection>
  );
}
