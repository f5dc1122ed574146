import { z } from 'zod';
import { MEDICATION_ROUTES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';
import { MAXIMUM_SCHEDULED_TIMES, scheduledTimeSchema } from './medications.ts';

/** Longest reason for a change or a discontinuation. */
export const ORDER_REASON_MAXIMUM_LENGTH = 500;

/**
 * Changing a medication order (a new version; the old one is kept): dose, route, frequency, times,
 * instructions, the prescriber of the change and whether it is controlled, with the reason (Texas 26 TAC
 * §550.1001: an entry does not change without evidence of the change and an explanation). `version`, when
 * sent, is the version the change was made from: a later one answers 409 instead of overwriting it.
 */
export const changeMedicationSchema = z.object({
  dosage: requiredText(MESSAGES.dosageRequired, 100),
  frequency: requiredText(MESSAGES.frequencyRequired, 100),
  route: z.enum(MEDICATION_ROUTES),
  prescribedBy: requiredText(MESSAGES.prescribedByRequired, 200),
  instructions: z.string().trim().max(1000).default(''),
  scheduledTimes: z.array(scheduledTimeSchema).max(MAXIMUM_SCHEDULED_TIMES).default([]),
  isControlled: z.boolean(),
  reason: requiredText(MESSAGES.medicationChangeReasonRequired, ORDER_REASON_MAXIMUM_LENGTH),
  version: z.number().int().min(1).optional(),
});
/** What the Change order form holds and the API receives. */
export type ChangeMedicationFormValues = z.input<typeof changeMedicationSchema>;
/** A validated change. */
export type ChangeMedicationInput = z.output<typeof changeMedicationSchema>;

/** Discontinuing a medication: the reason is required (POST /api/medications/{id}/discontinue). */
export const discontinueMedicationSchema = z.object({
  reason: requiredText(MESSAGES.discontinueReasonRequired, ORDER_REASON_MAXIMUM_LENGTH),
});
/** What the Discontinue form holds and the API receives. */
export type DiscontinueMedicationInput = z.input<typeof discontinueMedicationSchema>;

/** One version of an order, as its history lists it. */
export const medicationVersionSchema = z.object({
  version: z.number().int(),
  dosage: z.string(),
  frequency: z.string(),
  route: z.enum(MEDICATION_ROUTES),
  prescribedBy: z.string(),
  instructions: z.string().nullable(),
  scheduledTimes: z.array(scheduledTimeSchema),
  isControlled: z.boolean(),
  /** Why it changed; null for the order as first added. */
  reason: z.string().nullable(),
  changedBy: personReferenceSchema,
  changedAt: instantSchema,
});
/** A version of an order. */
export type MedicationVersion = z.infer<typeof medicationVersionSchema>;

/**
 * Answer of GET /api/medications/{id}/versions: the medication's name, whether it is still active, who
 * discontinued it (when it was), and every version, oldest first.
 */
export const medicationHistoryResponseSchema = z.object({
  medicationId: z.uuid(),
  patientId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  discontinued: z.object({ at: instantSchema, by: personReferenceSchema, reason: z.string() }).nullable(),
  versions: z.array(medicationVersionSchema),
});
/** An order's history. */
export type MedicationHistory = z.infer<typeof medicationHistoryResponseSchema>;
