import { z } from 'zod';
import { ATTENDANT_CREDENTIALS } from '../rules/transport.ts';
import { LIMITS } from '../constants.ts';
import { ALLERGY_SEVERITIES, CARE_COMPLEXITIES } from '../enums.ts';
import { instantSchema, pageCursorSchema, pageQueryShape, pageResultShape } from './common.ts';

/** The patient list filter of the spec: All Patients, Active, Inactive, Has Allergies. */
export const PATIENT_LIST_FILTERS = ['all', 'active', 'inactive', 'allergies'] as const;
/** A patient list filter. */
export type PatientListFilter = (typeof PATIENT_LIST_FILTERS)[number];

/** Labels of the patient list filter, as the spec names them. */
export const PATIENT_LIST_FILTER_LABELS: Record<PatientListFilter, string> = {
  all: 'All Patients',
  active: 'Active',
  inactive: 'Inactive',
  allergies: 'Has Allergies',
};

/** Query string of GET /api/patients. */
export const patientListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  filter: z.enum(PATIENT_LIST_FILTERS).default('all'),
  ...pageQueryShape({ default: LIMITS.patientPageSizeDefault, maximum: LIMITS.patientPageSizeMaximum }),
  /** The `nextCursor` of page `page - 1`: the page then starts right after it (keyset) instead of at an offset. */
  after: pageCursorSchema.optional(),
});
/** Query of the patient list. */
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

/** One allergy. */
export const allergySchema = z.object({
  id: z.uuid(),
  allergen: z.string(),
  reaction: z.string(),
  severity: z.enum(ALLERGY_SEVERITIES),
  notes: z.string().nullable(),
});

/** One row of the patient list. */
export const patientSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  medicalRecordNumber: z.string(),
  primaryDiagnosis: z.string(),
  careComplexity: z.enum(CARE_COMPLEXITIES),
  isActive: z.boolean(),
  allergyCount: z.number().int(),
});
/** A patient list row. */
export type PatientSummary = z.infer<typeof patientSummarySchema>;

/**
 * Answer of GET /api/patients: one page and how many match the search and filter (`total`), with the footer
 * counts over every visible patient beside.
 */
export const patientListResponseSchema = z.object({
  ...pageResultShape(patientSummarySchema),
  totalCount: z.number().int(),
  activeCount: z.number().int(),
  withAllergiesCount: z.number().int(),
  /** Where the next page starts (pass it as `after` with the next page's number); null on the last page. */
  nextCursor: z.string().nullable(),
});
/** The patient list answer. */
export type PatientListResponse = z.infer<typeof patientListResponseSchema>;

/** An emergency contact. */
export const emergencyContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
  canPickup: z.boolean(),
});

/** A physician. */
export const physicianSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
});

/** Insurance of a patient (the spec's insurance info). */
export const insuranceSchema = z.object({
  id: z.uuid(),
  primaryInsurance: z.object({
    insuranceName: z.string(),
    policyNumber: z.string(),
    groupNumber: z.string().nullable(),
    subscriberName: z.string(),
    subscriberDOB: z.iso.date().nullable(),
    relationshipToPatient: z.string(),
  }),
  eligibilityStatus: z.object({
    isActive: z.boolean(),
    effectiveDate: z.iso.date().nullable(),
    benefits: z.string().nullable(),
    lastChecked: instantSchema.nullable(),
  }),
  lastVerified: instantSchema.nullable(),
});

/** The whole patient record as the chart shows it. */
export const patientDetailSchema = patientSummarySchema.extend({
  facilityId: z.uuid(),
  /** The credential of the staff member who must ride with the child; null when none is required. */
  transportAttendant: z.enum(ATTENDANT_CREDENTIALS).nullable(),
  secondaryDiagnoses: z.array(z.string()),
  requiredTherapies: z.array(z.string()),
  photoUrl: z.string().nullable(),
  /** Whether the signed-in user is a nurse of the child's care team (patientPhotoPolicy.canChange). */
  isOnCareTeam: z.boolean(),
  allergies: z.array(allergySchema),
  emergencyContacts: z.array(emergencyContactSchema),
  physicians: z.array(physicianSchema),
  insurance: insuranceSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A patient's whole record. */
export type PatientDetail = z.infer<typeof patientDetailSchema>;

/** Path parameter of routes addressing one patient. */
export const patientIdParamsSchema = z.object({ patientId: z.uuid() });
