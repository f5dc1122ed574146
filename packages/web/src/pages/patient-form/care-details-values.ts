import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  patientCareDetailsSchema,
  type AttendantCredential,
  type PatientCareDetails,
  type PatientDetail,
} from '@carenest/core';
import { patientFormValuesOf, type PatientFormValues } from './patient-form-values.ts';

/** The care details form's values: the patient form's care fields, and the transport attendant required. */
export type CareDetailsFormValues = Pick<
  PatientFormValues,
  'allergies' | 'physicians' | 'secondaryDiagnoses' | 'requiredTherapies' | 'careComplexity'
> & { transportAttendant: AttendantCredential | null };

/** The care details form filled with a chart's saved care details. */
export function careDetailsFormValuesOf(patient: PatientDetail): CareDetailsFormValues {
  const { allergies, physicians, secondaryDiagnoses, requiredTherapies, careComplexity } =
    patientFormValuesOf(patient);
  return {
    allergies,
    physicians,
    secondaryDiagnoses,
    requiredTherapies,
    careComplexity,
    transportAttendant: patient.transportAttendant,
  };
}

const schemaResolver = zodResolver(patientCareDetailsSchema);

/** Checks the form with core's `patientCareDetailsSchema` (the rule the server enforces) and yields the body. */
export const careDetailsResolver: Resolver<CareDetailsFormValues, unknown, PatientCareDetails> = (
  values,
  context,
  options,
) => schemaResolver(values, context, options as never);
