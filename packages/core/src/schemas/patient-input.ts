import { z } from 'zod';
import { ATTENDANT_CREDENTIALS } from '../rules/transport.ts';
import { ALLERGY_SEVERITIES, CARE_COMPLEXITIES, THERAPY_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { instantSchema, requiredText } from './common.ts';
import { isChildBirthDate, recordDateSchema } from './date-limits.ts';

const optionalText = (maximum = 500) =>
  z
    .string()
    .trim()
    .max(maximum)
    .nullish()
    .transform((value) => value || null);
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email(MESSAGES.emailInvalid).nullable());
const calendarDate = z.iso.date('Please enter a valid date');

/** An ICD-10-CM code, e.g. G80.0 or F84.0. */
export const ICD10_PATTERN = /^[A-TV-Z][0-9][0-9AB](\.[0-9A-TV-Z]{1,4})?$/;
const diagnosisCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ICD10_PATTERN, 'Please enter a valid ICD-10 code');

/** An allergy as entered. */
export const allergyInputSchema = z.object({
  allergen: requiredText('Allergen is required', 200),
  reaction: requiredText('Reaction is required', 200),
  severity: z.enum(ALLERGY_SEVERITIES),
  notes: optionalText(),
});

/** An emergency contact as entered. */
export const emergencyContactInputSchema = z.object({
  name: requiredText('Contact name is required', 200),
  relationship: requiredText('Relationship is required', 60),
  phoneNumber: requiredText('Phone number is required', 40).regex(
    /^[0-9+()\-. ]{7,40}$/,
    'Please enter a valid phone number',
  ),
  email: optionalEmail,
  isPrimary: z.boolean().default(false),
  canPickup: z.boolean().default(false),
});

/** A physician as entered. */
export const physicianInputSchema = z.object({
  name: requiredText('Physician name is required', 200),
  specialty: requiredText('Specialty is required', 100),
  phoneNumber: requiredText('Phone number is required', 40).regex(
    /^[0-9+()\-. ]{7,40}$/,
    'Please enter a valid phone number',
  ),
  email: optionalEmail,
  isPrimary: z.boolean().default(false),
});

/** Insurance as entered. */
export const insuranceInputSchema = z.object({
  insuranceName: requiredText('Insurance name is required', 200),
  policyNumber: requiredText('Policy number is required', 60),
  groupNumber: optionalText(60),
  subscriberName: requiredText('Subscriber name is required', 200),
  subscriberDOB: recordDateSchema('Please enter a valid date')
    .nullish()
    .transform((value) => value ?? null),
  relationshipToPatient: requiredText('Relationship to patient is required', 60),
  isActive: z.boolean().default(true),
  effectiveDate: recordDateSchema('Please enter a valid date')
    .nullish()
    .transform((value) => value ?? null),
  benefits: optionalText(),
});

/** At most one of the list may be primary. */
const atMostOnePrimary = (items: { isPrimary: boolean }[]) =>
  items.filter((item) => item.isPrimary).length <= 1;

/** The secondary diagnoses of a chart: ICD-10 codes. */
const secondaryDiagnosesInput = z.array(diagnosisCode).max(20).default([]);
/** The therapies a child needs. */
const requiredTherapiesInput = z.array(z.enum(THERAPY_TYPES)).max(THERAPY_TYPES.length).default([]);
/** A child's allergies. */
const allergiesInput = z.array(allergyInputSchema).max(50).default([]);
/** A child's physicians, at most one of them primary. */
const physiciansInput = z
  .array(physicianInputSchema)
  .max(10)
  .default([])
  .refine(atMostOnePrimary, 'Only one physician can be primary');

/** A patient as an administrator adds or edits them (the spec's Patient entity). */
export const patientInputSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  dateOfBirth: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .pipe(calendarDate)
    .refine(
      (value) => value <= new Date().toISOString().slice(0, 10),
      'Date of birth cannot be in the future',
    )
    .refine(
      (value) => value > new Date().toISOString().slice(0, 10) || isChildBirthDate(value),
      MESSAGES.childBirthDateOutOfRange,
    ),
  medicalRecordNumber: requiredText('Medical record number is required', 40),
  primaryDiagnosis: z
    .string({ error: 'Primary diagnosis is required' })
    .trim()
    .min(1, 'Primary diagnosis is required')
    .pipe(diagnosisCode),
  secondaryDiagnoses: secondaryDiagnosesInput,
  requiredTherapies: requiredTherapiesInput,
  careComplexity: z.enum(CARE_COMPLEXITIES),
  isActive: z.boolean().default(true),
  allergies: allergiesInput,
  emergencyContacts: z
    .array(emergencyContactInputSchema)
    .max(10)
    .default([])
    .refine(atMostOnePrimary, 'Only one emergency contact can be primary'),
  physicians: physiciansInput,
  insurance: insuranceInputSchema.nullish().transform((value) => value ?? null),
});
/** A patient as entered. */
export type PatientInput = z.infer<typeof patientInputSchema>;

/**
 * The care details of a chart, which nurses and therapists update on the charts they see (patientPolicy's
 * canEditCareDetails): allergies, physicians, secondary diagnoses, required therapies, care complexity and the
 * credential a transport attendant must hold for the child.
 * The same pieces as the patient form's, so both forms check them alike.
 */
export const patientCareDetailsSchema = z.object({
  allergies: allergiesInput,
  physicians: physiciansInput,
  secondaryDiagnoses: secondaryDiagnosesInput,
  requiredTherapies: requiredTherapiesInput,
  careComplexity: z.enum(CARE_COMPLEXITIES),
  /** The credential of the staff member who must ride with the child (null: none required). */
  transportAttendant: z.enum(ATTENDANT_CREDENTIALS).nullable().default(null),
});
/** Care details as entered. */
export type PatientCareDetails = z.infer<typeof patientCareDetailsSchema>;
/** Care details as a form fills them (defaults not yet applied). */
export type PatientCareDetailsInput = z.input<typeof patientCareDetailsSchema>;

/** Marking a patient active or inactive. */
export const patientStatusSchema = z.object({ isActive: z.boolean() });

/** Opening a chart through emergency access: the reason is required and kept in the audit log. */
export const emergencyAccessSchema = z.object({
  reason: z
    .string({ error: 'Please give the reason for emergency access' })
    .trim()
    .min(10, 'Please give the reason for emergency access (at least 10 characters)')
    .max(500),
});

/** Answer of an emergency access request. */
export const emergencyAccessResponseSchema = z.object({ expiresAt: instantSchema });
