import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { SHIFT_CREDENTIALS } from '../rules/staffing/staffing-enums.ts';
import { instantSchema } from './common.ts';
import { serviceDateSchema } from './date-limits.ts';
import { timeClockEntrySchema } from './time-clock.ts';

/** The most days one timecards export covers (a quarter). */
export const TIMECARD_MAXIMUM_DAYS = 93;

/** GET /api/staffing/ratio: the staff-to-child ratio now, and the figures it comes from. */
export const staffingRatioSchema = z.object({
  childrenPresent: z.number().int(),
  staffOnDuty: z.number().int(),
  required: z.number().int(),
  met: z.boolean(),
  shortfall: z.string().nullable(),
  rule: z.object({
    citation: z.string(),
    childrenPerStaff: z.number().int(),
    loneStaffCredential: z.enum(SHIFT_CREDENTIALS),
    isProvisional: z.boolean(),
  }),
  /** Everyone clocked in, and whether the rule counts them. */
  staff: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      credential: z.enum(SHIFT_CREDENTIALS),
      isCounted: z.boolean(),
    }),
  ),
  asOf: instantSchema,
});
/** The ratio's answer. */
export type StaffingRatio = z.infer<typeof staffingRatioSchema>;

/** Query of the staffing log: the facility's day (today when left out). */
export const staffingLogQuerySchema = z.object({ date: serviceDateSchema().optional() });

/** GET /api/staffing/log: the dated log of a day's census and staffing changes with the ratio each left. */
export const staffingLogSchema = z.object({
  date: z.iso.date(),
  timeZone: z.string(),
  minutesOutOfRatio: z.number().int(),
  lines: z.array(
    z.object({
      at: instantSchema,
      change: z.enum(['census', 'staffing']),
      description: z.string(),
      childrenPresent: z.number().int(),
      staffOnDuty: z.number().int(),
      required: z.number().int(),
      met: z.boolean(),
    }),
  ),
});
/** The staffing log's answer. */
export type StaffingLog = z.infer<typeof staffingLogSchema>;

/** Query of the timecards: `from` and `to`, inclusive ISO dates of the facility's calendar. */
export const timecardsQuerySchema = z
  .object({ from: serviceDateSchema(), to: serviceDateSchema() })
  .superRefine((range, context) => {
    if (range.to < range.from)
      context.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.timecardRangeInvalid });
    else if (Date.parse(range.to) - Date.parse(range.from) > (TIMECARD_MAXIMUM_DAYS - 1) * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.timecardRangeTooLong });
  });
/** The timecards' range. */
export type TimecardsQuery = z.infer<typeof timecardsQuerySchema>;

/** One shift of the timecards: the entry, its facility day and the minutes worked (breaks taken off). */
export const timecardShiftSchema = timeClockEntrySchema.extend({
  date: z.iso.date(),
  minutesWorked: z.number().int().nullable(),
});
/** A timecard's shift. */
export type TimecardShift = z.infer<typeof timecardShiftSchema>;

/** GET /api/staffing/timecards: every shift that began in the range, oldest first. */
export const timecardsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  shifts: z.array(timecardShiftSchema),
});
/** The timecards' answer. */
export type Timecards = z.infer<typeof timecardsSchema>;
