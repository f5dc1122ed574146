import { z } from 'zod';
import { MEDICATION_ROUTES, type MedicationRoute } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  ADMINISTRATION_OUTCOMES,
  DOSE_STATUSES,
  type AdministrationOutcome,
  type DoseStatus,
} from '../rules/medication-schedule.ts';
import { SIGNATURE_DATA_URL_MAX_LENGTH } from './hipaa.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';
import { allergySchema } from './patients.ts';
import { serviceDateSchema, serviceInstantSchema } from './date-limits.ts';

/** The medication signature canvas of the spec (part 2, section 9): 500x150, black stroke of width 2. */
export const MEDICATION_SIGNATURE_CANVAS = {
  width: 500,
  height: 150,
  strokeColor: '#000000',
  strokeWidth: 2,
} as const;

/** How many of a medication's latest administrations its card shows (the spec's "recent administrations shown 3"). */
export const RECENT_ADMINISTRATIONS_SHOWN = 3;

/** How many scheduled times of day one medication may carry. */
export const MAXIMUM_SCHEDULED_TIMES = 12;

/** Labels of the spec's medication routes, for selects and cards. */
export const MEDICATION_ROUTE_LABELS: Record<MedicationRoute, string> = {
  oral: 'Oral',
  intravenous: 'Intravenous (IV)',
  intramuscular: 'Intramuscular (IM)',
  subcutaneous: 'Subcutaneous (SC)',
  inhalation: 'Inhalation',
  topical: 'Topical',
  rectal: 'Rectal',
  other: 'Other',
};

/** Labels of administration outcomes. */
export const ADMINISTRATION_OUTCOME_LABELS: Record<AdministrationOutcome, string> = {
  given: 'Given',
  held: 'Held',
  refused: 'Refused',
};

/** Labels of dose statuses, for the schedule chips. */
export const DOSE_STATUS_LABELS: Record<DoseStatus, string> = {
  upcoming: 'Upcoming',
  due: 'Due now',
  late: 'Late',
  missed: 'Missed',
  given: 'Given',
  held: 'Held',
  refused: 'Refused',
  given_at_home: 'Given at home',
};

/** A time of day on the facility's clock, HH:mm (24-hour). */
export const scheduledTimeSchema = z
  .string({ error: MESSAGES.scheduledTimeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.scheduledTimeInvalid);

/** A National Drug Code in one of its 10- or 11-digit layouts, with or without dashes; blank allowed. */
const ndcCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d{1,2}|\d{10,11})?$/, MESSAGES.ndcCodeInvalid);

/** Adding a medication (spec part 2, section 5): name, dosage, frequency and prescribed by required; route defaults to oral. */
export const addMedicationSchema = z.object({
  name: requiredText(MESSAGES.medicationNameRequired, 200),
  dosage: requiredText(MESSAGES.dosageRequired, 100),
  frequency: requiredText(MESSAGES.frequencyRequired, 100),
  route: z.enum(MEDICATION_ROUTES).default('oral'),
  prescribedBy: requiredText(MESSAGES.prescribedByRequired, 200),
  instructions: z.string().trim().max(1000).optional(),
  ndcCode: ndcCodeSchema.optional(),
  startDate: z.union([serviceDateSchema(), z.literal('')]).optional(),
  scheduledTimes: z.array(scheduledTimeSchema).max(MAXIMUM_SCHEDULED_TIMES).default([]),
  /** A controlled substance: each dose given needs a second nurse as witness. */
  isControlled: z.boolean().default(false),
});
/** What the Add Medication form holds (route and schedule may be left out). */
export type AddMedicationFormValues = z.input<typeof addMedicationSchema>;
/** A validated Add Medication request. */
export type AddMedicationInput = z.output<typeof addMedicationSchema>;

/** A drawn signature of the medication canvas as a PNG data URL; missing or malformed is the spec's message. */
export const medicationSignatureSchema = z
  .string({ error: MESSAGES.dosageAndSignatureRequired })
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, MESSAGES.dosageAndSignatureRequired)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, MESSAGES.dosageAndSignatureRequired);

/** The fields of an administration other than the signature and the time, shared by the API and the dialog. */
export const administrationDetailsSchema = z.object({
  outcome: z.enum(ADMINISTRATION_OUTCOMES).default('given'),
  dosageGiven: z.string().trim().max(100).optional(),
  scheduledFor: scheduledTimeSchema.nullable().optional(),
  reason: z.string().trim().max(500).optional(),
  notes: z.string().trim().max(2000).optional(),
});

/**
 * The rules between fields of an administration: a given dose needs the dosage given ("Please provide
 * dosage and signature"); a held or refused dose needs a reason.
 */
export function checkAdministrationDetails(
  value: { outcome: AdministrationOutcome; dosageGiven?: string; reason?: string },
  context: z.RefinementCtx,
): void {
  if (value.outcome === 'given' && !value.dosageGiven) {
    context.addIssue({ code: 'custom', path: ['dosageGiven'], message: MESSAGES.dosageAndSignatureRequired });
  }
  if (value.outcome !== 'given' && !value.reason) {
    context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.administrationReasonRequired });
  }
}

/**
 * The witness of a dose: a second nurse signs in the administer dialog with their own email and password
 * (and their second factor when they use one). Absent when nobody witnesses; a controlled medication's given
 * dose needs one.
 */
export const witnessCredentialsShape = {
  witnessEmail: z.string().trim().max(254).optional(),
  witnessPassword: z.string().max(200).optional(),
  witnessMfaCode: z.string().trim().max(20).optional(),
};

/**
 * Recording a dose: outcome, dosage given, the drawn signature, the stated time, the dose it satisfies and
 * the witness's credentials.
 */
export const administerMedicationSchema = administrationDetailsSchema
  .extend({
    signature: medicationSignatureSchema,
    administrationTime: serviceInstantSchema,
    ...witnessCredentialsShape,
  })
  .superRefine(checkAdministrationDetails);
/** A validated administration request. */
export type AdministerMedicationInput = z.output<typeof administerMedicationSchema>;

/** Correcting an administration: a reason, and the corrected dosage, time or notes. */
export const amendAdministrationSchema = z.object({
  reason: requiredText(MESSAGES.amendmentReasonRequired, 500),
  dosageGiven: z.string().trim().min(1, MESSAGES.dosageRequired).max(100).optional(),
  administrationTime: serviceInstantSchema.optional(),
  notes: z.string().trim().max(2000).optional(),
});
/** A validated amendment request. */
export type AmendAdministrationInput = z.output<typeof amendAdministrationSchema>;

/** Path parameter of routes addressing one medication. */
export const medicationIdParamsSchema = z.object({ medicationId: z.uuid() });
/** Path parameter of routes addressing one administration. */
export const administrationIdParamsSchema = z.object({ administrationId: z.uuid() });

/** The correction applied to an administration entry: its latest amendment. */
export const administrationAmendmentSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  amendedBy: personReferenceSchema,
  amendedAt: instantSchema,
});

/** One administration as the chart lists it: the values in force (after any amendment) and its marks. */
export const administrationEntrySchema = z.object({
  id: z.uuid(),
  medicationId: z.uuid(),
  outcome: z.enum(ADMINISTRATION_OUTCOMES),
  dosageGiven: z.string().nullable(),
  administrationTime: instantSchema,
  scheduledFor: instantSchema.nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  administeredBy: personReferenceSchema,
  /** The second nurse who witnessed the dose, or null. */
  witness: personReferenceSchema.nullable(),
  recordedAt: instantSchema,
  isSigned: z.boolean(),
  isAmended: z.boolean(),
  amendment: administrationAmendmentSchema.nullable(),
});
/** An administration entry. */
export type AdministrationEntry = z.infer<typeof administrationEntrySchema>;

/** One stored version of an administration: the original record or one amendment, unchanged. */
export const administrationVersionSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(ADMINISTRATION_OUTCOMES),
  dosageGiven: z.string().nullable(),
  administrationTime: instantSchema,
  scheduledFor: instantSchema.nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  administeredBy: personReferenceSchema,
  recordedBy: personReferenceSchema,
  recordedAt: instantSchema,
  isSigned: z.boolean(),
  amendmentReason: z.string().nullable(),
});

/** Answer of GET /api/administrations/{id}: the original record and its amendments, oldest first. */
export const administrationHistoryResponseSchema = z.object({
  original: administrationVersionSchema,
  amendments: z.array(administrationVersionSchema),
});
/** An administration's history. */
export type AdministrationHistory = z.infer<typeof administrationHistoryResponseSchema>;

/** Answer of recording or amending a dose: the entry as the chart lists it. */
export const administrationResponseSchema = z.object({ administration: administrationEntrySchema });

/** One of today's scheduled doses with its status. */
export const scheduledDoseSchema = z.object({
  time: scheduledTimeSchema,
  scheduledAt: instantSchema,
  status: z.enum(DOSE_STATUSES),
  administrationId: z.uuid().nullable(),
});

/** A medication as its chart card shows it. */
export const medicationSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  name: z.string(),
  ndcCode: z.string().nullable(),
  dosage: z.string(),
  frequency: z.string(),
  route: z.enum(MEDICATION_ROUTES),
  prescribedBy: z.string(),
  startDate: z.iso.date(),
  instructions: z.string().nullable(),
  scheduledTimes: z.array(scheduledTimeSchema),
  isActive: z.boolean(),
  isControlled: z.boolean(),
  /** The current order version (1 as added; each change adds one). */
  version: z.number().int(),
  recentAdministrations: z.array(administrationEntrySchema),
  todaysDoses: z.array(scheduledDoseSchema),
});
/** A medication of a chart. */
export type Medication = z.infer<typeof medicationSchema>;

/** Answer of adding or changing a medication. */
export const addMedicationResponseSchema = z.object({ medication: medicationSchema });

/** A discontinued medication as the chart's history keeps it: the order, who stopped it, when and why. */
export const discontinuedMedicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  route: z.enum(MEDICATION_ROUTES),
  prescribedBy: z.string(),
  startDate: z.iso.date(),
  isControlled: z.boolean(),
  version: z.number().int(),
  discontinuedAt: instantSchema,
  discontinuedBy: personReferenceSchema,
  reason: z.string(),
});
/** A discontinued medication. */
export type DiscontinuedMedication = z.infer<typeof discontinuedMedicationSchema>;

/** Answer of GET /api/patients/{id}/medications: who, their allergies, the facility's day and the active medications. */
export const patientMedicationsResponseSchema = z.object({
  patient: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    medicalRecordNumber: z.string(),
    isActive: z.boolean(),
    /** Where the child's photo loads from, null without one (the first check at dosing). */
    photoUrl: z.string().nullable(),
    allergies: z.array(allergySchema),
  }),
  timeZone: z.string(),
  facilityToday: z.iso.date(),
  medications: z.array(medicationSchema),
  /** The discontinued medications, most recently stopped first. */
  discontinued: z.array(discontinuedMedicationSchema),
  /** Whether the signed-in user is a nurse of the child's care team (medicationPolicy.canChangeOrder). */
  isOnCareTeam: z.boolean(),
});
/** The Medications tab's data. */
export type PatientMedicationsResponse = z.infer<typeof patientMedicationsResponseSchema>;

/** One dose due now or late, for the due list and the dashboard. */
export const dueDoseSchema = z.object({
  patientId: z.uuid(),
  patientName: z.string(),
  medicationId: z.uuid(),
  medicationName: z.string(),
  dosage: z.string(),
  route: z.enum(MEDICATION_ROUTES),
  isControlled: z.boolean(),
  time: scheduledTimeSchema,
  scheduledAt: instantSchema,
  status: z.enum(['due', 'late']),
});

/** Answer of GET /api/medications/due: every dose due now or late among the patients the user may see. */
export const dueDosesResponseSchema = z.object({ items: z.array(dueDoseSchema), count: z.number().int() });
/** The due list. */
export type DueDosesResponse = z.infer<typeof dueDosesResponseSchema>;
