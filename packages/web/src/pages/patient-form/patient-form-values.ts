import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  THERAPY_TYPES,
  patientInputSchema,
  type AllergySeverity,
  type CareComplexity,
  type PatientDetail,
  type PatientInput,
  type TherapyType,
} from '@carenest/core';

/** One allergy row of the form. */
export interface AllergyFormValues {
  allergen: string;
  reaction: string;
  severity: AllergySeverity;
  notes: string;
}

/** One emergency contact row of the form. */
export interface EmergencyContactFormValues {
  name: string;
  relationship: string;
  phoneNumber: string;
  email: string;
  isPrimary: boolean;
  canPickup: boolean;
}

/** One physician row of the form. */
export interface PhysicianFormValues {
  name: string;
  specialty: string;
  phoneNumber: string;
  email: string;
  isPrimary: boolean;
}

/** The insurance section of the form (dates as YYYY-MM-DD, blank when not known). */
export interface InsuranceFormValues {
  insuranceName: string;
  policyNumber: string;
  groupNumber: string;
  subscriberName: string;
  subscriberDOB: string;
  relationshipToPatient: string;
  isActive: boolean;
  effectiveDate: string;
  benefits: string;
}

/**
 * What the patient form holds while the administrator types: every text a string (blank when
 * empty), insurance null while the Insurance section is switched off. core's `patientInputSchema`
 * turns it into the API body.
 */
export interface PatientFormValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  medicalRecordNumber: string;
  primaryDiagnosis: string;
  secondaryDiagnoses: string[];
  requiredTherapies: TherapyType[];
  careComplexity: CareComplexity;
  isActive: boolean;
  allergies: AllergyFormValues[];
  emergencyContacts: EmergencyContactFormValues[];
  physicians: PhysicianFormValues[];
  insurance: InsuranceFormValues | null;
}

/** The names of the form's repeating lists. */
export const PATIENT_FORM_LISTS = ['allergies', 'emergencyContacts', 'physicians'] as const;

/** The form of a new patient: no lists filled in, active, medium care complexity. */
export const EMPTY_PATIENT_FORM: PatientFormValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  medicalRecordNumber: '',
  primaryDiagnosis: '',
  secondaryDiagnoses: [],
  requiredTherapies: [],
  careComplexity: 'medium',
  isActive: true,
  allergies: [],
  emergencyContacts: [],
  physicians: [],
  insurance: null,
};

/** A new allergy row. */
export const EMPTY_ALLERGY: AllergyFormValues = { allergen: '', reaction: '', severity: 'mild', notes: '' };

/** A new emergency contact row. */
export const EMPTY_EMERGENCY_CONTACT: EmergencyContactFormValues = {
  name: '',
  relationship: '',
  phoneNumber: '',
  email: '',
  isPrimary: false,
  canPickup: false,
};

/** A new physician row. */
export const EMPTY_PHYSICIAN: PhysicianFormValues = {
  name: '',
  specialty: '',
  phoneNumber: '',
  email: '',
  isPrimary: false,
};

/** The insurance section when it is first switched on. */
export const EMPTY_INSURANCE: InsuranceFormValues = {
  insuranceName: '',
  policyNumber: '',
  groupNumber: '',
  subscriberName: '',
  subscriberDOB: '',
  relationshipToPatient: '',
  isActive: true,
  effectiveDate: '',
  benefits: '',
};

function isTherapyType(value: string): value is TherapyType {
  return (THERAPY_TYPES as readonly string[]).includes(value);
}

/** The form filled with a patient's saved record, for editing. */
export function patientFormValuesOf(patient: PatientDetail): PatientFormValues {
  const insurance = patient.insurance;
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    medicalRecordNumber: patient.medicalRecordNumber,
    primaryDiagnosis: patient.primaryDiagnosis,
    secondaryDiagnoses: [...patient.secondaryDiagnoses],
    requiredTherapies: patient.requiredTherapies.filter(isTherapyType),
    careComplexity: patient.careComplexity,
    isActive: patient.isActive,
    allergies: patient.allergies.map((allergy) => ({
      allergen: allergy.allergen,
      reaction: allergy.reaction,
      severity: allergy.severity,
      notes: allergy.notes ?? '',
    })),
    emergencyContacts: patient.emergencyContacts.map((contact) => ({
      name: contact.name,
      relationship: contact.relationship,
      phoneNumber: contact.phoneNumber,
      email: contact.email ?? '',
      isPrimary: contact.isPrimary,
      canPickup: contact.canPickup,
    })),
    physicians: patient.physicians.map((physician) => ({
      name: physician.name,
      specialty: physician.specialty,
      phoneNumber: physician.phoneNumber,
      email: physician.email ?? '',
      isPrimary: physician.isPrimary,
    })),
    insurance: insurance
      ? {
          insuranceName: insurance.primaryInsurance.insuranceName,
          policyNumber: insurance.primaryInsurance.policyNumber,
          groupNumber: insurance.primaryInsurance.groupNumber ?? '',
          subscriberName: insurance.primaryInsurance.subscriberName,
          subscriberDOB: insurance.primaryInsurance.subscriberDOB ?? '',
          relationshipToPatient: insurance.primaryInsurance.relationshipToPatient,
          isActive: insurance.eligibilityStatus.isActive,
          effectiveDate: insurance.eligibilityStatus.effectiveDate ?? '',
          benefits: insurance.eligibilityStatus.benefits ?? '',
        }
      : null,
  };
}

/** Blank optional dates of the insurance section become null, which the schema reads as "not known". */
function withBlankDatesAsNull(values: PatientFormValues) {
  if (!values.insurance) return values;
  return {
    ...values,
    insurance: {
      ...values.insurance,
      subscriberDOB: values.insurance.subscriberDOB || null,
      effectiveDate: values.insurance.effectiveDate || null,
    },
  };
}

const schemaResolver = zodResolver(patientInputSchema);

/** Checks the form with core's `patientInputSchema` (the rule the server enforces) and yields the API body. */
export const patientFormResolver: Resolver<PatientFormValues, unknown, PatientInput> = (
  values,
  context,
  options,
) => schemaResolver(withBlankDatesAsNull(values), context, options as never);
