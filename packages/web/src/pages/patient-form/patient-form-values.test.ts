import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  EMPTY_EMERGENCY_CONTACT,
  EMPTY_INSURANCE,
  EMPTY_PATIENT_FORM,
  patientFormResolver,
  type PatientFormValues,
} from './patient-form-values.ts';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PatientFormValues>;

const MATEO: PatientFormValues = {
  ...EMPTY_PATIENT_FORM,
  firstName: 'Mateo',
  lastName: 'Alvarez',
  dateOfBirth: '2021-04-12',
  medicalRecordNumber: 'MRN-1001',
  primaryDiagnosis: 'G80.0',
};

/** The messages the resolver puts under each field, by dotted path. */
function messagesOf(errors: Record<string, unknown>, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if ('message' in value && typeof value.message === 'string') found[path] = value.message;
    else Object.assign(found, messagesOf(value as Record<string, unknown>, path));
  }
  return found;
}

describe('patientFormResolver', () => {
  it("refuses an empty form with core's sentences under the required fields", async () => {
    const { errors } = await patientFormResolver(EMPTY_PATIENT_FORM, undefined, OPTIONS);
    expect(messagesOf(errors)).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      medicalRecordNumber: 'Medical record number is required',
      primaryDiagnosis: 'Primary diagnosis is required',
    });
  });

  it('sends unknown insurance dates as null, which the schema reads as "not known"', async () => {
    const insurance = {
      ...EMPTY_INSURANCE,
      insuranceName: 'Florida Medicaid',
      policyNumber: 'FL-123',
      subscriberName: 'Rosa Alvarez',
      relationshipToPatient: 'mother',
    };
    const { values, errors } = await patientFormResolver({ ...MATEO, insurance }, undefined, OPTIONS);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ insurance: { subscriberDOB: null, effectiveDate: null } });
  });

  it('refuses a second primary emergency contact on the list itself', async () => {
    const contact = {
      ...EMPTY_EMERGENCY_CONTACT,
      name: 'Rosa',
      relationship: 'mother',
      phoneNumber: '4075550100',
    };
    const { errors } = await patientFormResolver(
      {
        ...MATEO,
        emergencyContacts: [
          { ...contact, isPrimary: true },
          { ...contact, name: 'Luis', isPrimary: true },
        ],
      },
      undefined,
      OPTIONS,
    );
    expect(Object.values(messagesOf(errors))).toContain('Only one emergency contact can be primary');
  });
});
