import { z } from 'zod';
import { ALLERGY_SEVERITIES, CARE_COMPLEXITIES, THERAPY_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';

const requiredText = (message: string, maximum = 200) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(maximum);
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
  allergen: requiredText('Allergen is required'),
  reaction: requiredText('Reaction is required'),
  severity: z.enum(ALLERGY_SEVERITIES),
  notes: optionalText(),
});

/** An emergency contact as entered. */
export const emergencyContactInputSchema = z.object({
  name: requiredText('Contact name is required'),
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
  name: requiredText('Physician name is required'),
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
  insuranceName: requiredText('Insurance name is required'),
  policyNumber: requiredText('Policy number is required', 60),
  groupNumber: optionalText(60),
  subscriberName: requiredText('Subscriber name is required'),
  subscriberDOB: calendarDate.nullish().transform((value) => value ?? null),
  relationshipToPatient: requiredText('Relationship to patient is required', 60),
  isActive: z.boolean().default(true),
  effectiveDate: calendarDate.nullish().transform((value) => value ?? null),
  benefits: optionalText(),
});

/** At most one of the list may be primary. */
const atMostOnePrimary = (items: { isPrimary: boolean }[]) =>
  items.filter((item) => item.isPrimary).length <= 1;

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
    ),
  medicalRecordNumber: requiredText('Medical record number is required', 40),
  primaryDiagnosis: z
    .string({ error: 'Primary diagnosis is required' })
    .trim()
    .min(1, 'Primary diagnosis is required')
    .pipe(diagnosisCode),
  secondaryDiagnoses: z.array(diagnosisCode).max(20).default([]),
  requiredTherapies: z.array(z.enum(THERAPY_TYPES)).max(THERAPY_TYPES.length).default([]),
  careComplexity: z.enum(CARE_COMPLEXITIES),
  isActive: z.boolean().default(true),
  allergies: z.array(allergyInputSchema).max(50).default([]),
  emergencyContacts: z
    .array(emergencyContactInputSchema)
    .max(10)
    .default([])
    .refine(atMostOnePrimary, 'Only one emergency contact can be primary'),
  physicians: z
    .array(physicianInputSchema)
    .max(10)
    .default([])
    .refine(atMostOnePrimary, 'Only one physician can be primary'),
  insurance: insuranceInputSchema.nullish().transform((value) => value ?? null),
});
/** A patient as entered. */
export type PatientInput = z.infer<typeof patientInputSchema>;

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
export const emergencyAccessResponseSchema = z.object({ expiresAt: z.iso.datetime({ offset: true }) });
