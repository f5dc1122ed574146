import { z } from 'zod';
import {
  SHIFT_CREDENTIALS,
  timeClockCorrectionSchema,
  todayInZone,
  wallTimeInZone,
  wallTimeToInstant,
  type TimeClockEntry,
} from '@carenest/core';

const WALL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** What the correction form holds: the times as `datetime-local` inputs hold them, in the facility's zone. */
export interface ShiftCorrectionValues {
  clockInAt: string;
  clockOutAt: string;
  credential: (typeof SHIFT_CREDENTIALS)[number];
  breakMinutes: number;
  reason: string;
}

/** A `datetime-local` value ("yyyy-MM-ddTHH:mm") of an instant in a time zone. */
export function wallDateTimeOf(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return `${todayInZone(date, timeZone)}T${wallTimeInZone(date, timeZone)}`;
}

/** The instant of a `datetime-local` value in a time zone; the value itself when it is not one (refused later). */
export function instantOfWallDateTime(value: string, timeZone: string): string {
  const match = WALL_DATE_TIME.exec(value);
  return match ? wallTimeToInstant(match[1]!, match[2]!, timeZone).toISOString() : value;
}

/** The form's first values: the shift as it stands, and no reason yet. */
export function correctionValuesOf(entry: TimeClockEntry, timeZone: string): ShiftCorrectionValues {
  return {
    clockInAt: wallDateTimeOf(entry.clockInAt, timeZone),
    clockOutAt: entry.clockOutAt ? wallDateTimeOf(entry.clockOutAt, timeZone) : '',
    credential: entry.credential,
    breakMinutes: entry.breakMinutes,
    reason: '',
  };
}

/**
 * The correction form's schema: the wall times read as instants of the facility's zone (an empty clock-out
 * leaves the shift open), then core's correction schema, whose messages land under the same fields.
 */
export function shiftCorrectionFormSchema(timeZone: string) {
  return z
    .object({
      clockInAt: z.string(),
      clockOutAt: z.string(),
      credential: z.enum(SHIFT_CREDENTIALS),
      breakMinutes: z.number(),
      reason: z.string(),
    })
    .transform((values) => ({
      ...values,
      clockInAt: instantOfWallDateTime(values.clockInAt, timeZone),
      clockOutAt: values.clockOutAt === '' ? null : instantOfWallDateTime(values.clockOutAt, timeZone),
    }))
    .pipe(timeClockCorrectionSchema);
}
