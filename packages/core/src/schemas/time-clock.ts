import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { SHIFT_CREDENTIALS } from '../rules/staffing/staffing-enums.ts';
import { instantSchema, requiredText } from './common.ts';
import { serviceInstantSchema } from './date-limits.ts';

/** The longest break a shift records, in minutes (twelve hours). */
export const MAXIMUM_BREAK_MINUTES = 720;

const shiftCredentialSchema = z.enum(SHIFT_CREDENTIALS, { error: MESSAGES.shiftCredentialRequired });
const breakMinutesSchema = z.number().int().min(0).max(MAXIMUM_BREAK_MINUTES);

/** Clock In: the credential the staff member works this shift under; the server's time. */
export const clockInSchema = z.object({ credential: shiftCredentialSchema });
/** What Clock In sends. */
export type ClockInInput = z.infer<typeof clockInSchema>;

/** Clock Out: the minutes of break taken during the shift (none when left out); the server's time. */
export const clockOutSchema = z.object({ breakMinutes: breakMinutesSchema.optional() });
/** What Clock Out sends. */
export type ClockOutInput = z.infer<typeof clockOutSchema>;

/** An administrator's correction of a shift: the corrected times, credential and break, and why. */
export const timeClockCorrectionSchema = z.object({
  clockInAt: serviceInstantSchema,
  clockOutAt: serviceInstantSchema.nullable(),
  credential: shiftCredentialSchema,
  breakMinutes: breakMinutesSchema,
  reason: requiredText(MESSAGES.correctionReasonRequired, 500),
});
/** What a correction sends. */
export type TimeClockCorrectionInput = z.infer<typeof timeClockCorrectionSchema>;

/** The path of one time clock entry. */
export const timeClockEntryParamsSchema = z.object({ entryId: z.uuid() });

/** One shift on the time clock. */
export const timeClockEntrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  staffName: z.string(),
  credential: z.enum(SHIFT_CREDENTIALS),
  clockInAt: instantSchema,
  clockOutAt: instantSchema.nullable(),
  breakMinutes: z.number().int(),
  /** Whether an administrator corrected it (the original is kept with each correction). */
  isCorrected: z.boolean(),
  /** Whether it was still open at the facility's closing time on its day. */
  isOpenPastClosing: z.boolean(),
});
/** A shift on the time clock. */
export type TimeClockEntry = z.infer<typeof timeClockEntrySchema>;

/** GET /api/time-clock: the signed-in staff member's clock now, and their shifts of today. */
export const timeClockStateSchema = z.object({
  isClockedIn: z.boolean(),
  current: timeClockEntrySchema.nullable(),
  today: z.array(timeClockEntrySchema),
  /** The credential Clock In offers first for this role. */
  suggestedCredential: z.enum(SHIFT_CREDENTIALS),
});
/** The time clock's answer. */
export type TimeClockState = z.infer<typeof timeClockStateSchema>;

/** A Clock In, Clock Out or correction's answer: the entry (its id one level down). */
export const timeClockEntryResponseSchema = z.object({ entry: timeClockEntrySchema });
