import { z } from 'zod';
import { instantSchema, personReferenceSchema } from './common.ts';
import { serviceDateSchema } from './date-limits.ts';

/** Query of a daily report: the service day (the facility's today when left out). */
export const dailyReportQuerySchema = z.object({ date: serviceDateSchema().optional() });

/** Path parameters naming the child of a daily report. */
export const dailyReportParamsSchema = z.object({ patientId: z.uuid() });

/** An arrival or a departure: when, how (the van or the front desk) and with which adult. */
const handoverSchema = z.object({
  at: instantSchema,
  source: z.enum(['route', 'front_desk']),
  adultName: z.string().nullable(),
});

/**
 * The daily report a family receives when their child is checked out: arrival and departure, medications
 * given and held, vital sign readings and whether one needed attention, and the therapy received.
 */
export const dailyReportSchema = z.object({
  child: personReferenceSchema,
  date: z.iso.date(),
  timeZone: z.string(),
  arrival: handoverSchema.nullable(),
  departure: handoverSchema.nullable(),
  medications: z.array(
    z.object({
      at: instantSchema,
      name: z.string(),
      dose: z.string(),
      outcome: z.enum(['given', 'held']),
      reason: z.string().nullable(),
    }),
  ),
  vitalSigns: z.array(z.object({ at: instantSchema, summary: z.string(), needsAttention: z.boolean() })),
  therapy: z.array(z.object({ at: instantSchema, therapist: z.string() })),
});
/** A child's daily report. */
export type DailyReport = z.infer<typeof dailyReportSchema>;
