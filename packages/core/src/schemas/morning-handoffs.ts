import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { instantSchema, personReferenceSchema } from './common.ts';
import { serviceDateSchema } from './date-limits.ts';

/** How the night went. */
export const SLEEP_QUALITIES = ['good', 'fair', 'poor'] as const;
/** Labels of the night's quality. */
export const SLEEP_QUALITY_LABELS: Record<(typeof SLEEP_QUALITIES)[number], string> = {
  good: 'Slept well',
  fair: 'Some waking',
  poor: 'Poor night',
};

/** A time of this morning on the facility's clock, "HH:mm". */
const morningTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.handoffTimeInvalid });

/** Optional free text of a handoff. */
const note = (maximumLength: number) => z.string().trim().max(maximumLength).default('');

/**
 * The parent's morning handoff before arrival: the night (quality, hours), seizures (how many, and what
 * happened), the last feed, the medications given at home with their times (today, not later than now, of
 * the child's active medications), and anything else the nurse should know.
 */
export const morningHandoffInputSchema = z.object({
  sleepQuality: z.enum(SLEEP_QUALITIES, { error: MESSAGES.sleepQualityRequired }),
  sleepHours: z.number().min(0).max(24).multipleOf(0.5).nullable().default(null),
  seizureCount: z.number().int().min(0).max(50).default(0),
  seizureNotes: note(500),
  lastFeedTime: morningTime.nullable().default(null),
  feedNotes: note(500),
  homeDoses: z
    .array(
      z.object({ medicationId: z.uuid({ error: MESSAGES.homeDoseMedicationInvalid }), givenAt: morningTime }),
    )
    .max(20)
    .default([]),
  notes: note(1000),
});
/** What the handoff form holds and the API receives. */
export type MorningHandoffInput = z.input<typeof morningHandoffInputSchema>;
/** A handoff after validation. */
export type ValidMorningHandoffInput = z.output<typeof morningHandoffInputSchema>;

/** A morning handoff as the nurse and the parent read it. */
export const morningHandoffSchema = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  sleepQuality: z.enum(SLEEP_QUALITIES),
  sleepHours: z.number().nullable(),
  seizureCount: z.number().int(),
  seizureNotes: z.string(),
  lastFeedAt: instantSchema.nullable(),
  feedNotes: z.string(),
  homeDoses: z.array(
    z.object({
      medicationId: z.uuid(),
      medicationName: z.string(),
      dosage: z.string(),
      givenAt: instantSchema,
    }),
  ),
  notes: z.string(),
  submittedBy: personReferenceSchema,
  submittedAt: instantSchema,
});
/** A morning handoff. */
export type MorningHandoff = z.infer<typeof morningHandoffSchema>;

/** Answer of a child's morning handoff for a day: the latest sent, or none. */
export const morningHandoffResponseSchema = z.object({ handoff: morningHandoffSchema.nullable() });
/** Query of a morning handoff: the service day (the facility's today when left out). */
export const morningHandoffQuerySchema = z.object({ date: serviceDateSchema().optional() });
