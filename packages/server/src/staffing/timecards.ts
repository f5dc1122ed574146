import type { Kysely } from 'kysely';
import {
  SHIFT_CREDENTIAL_LABELS,
  addCalendarDays,
  todayInZone,
  toCsv,
  wallTimeToInstant,
  type FacilityCalendar,
  type Timecards,
  type TimecardsQuery,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadShifts } from './load-shifts.ts';
import { presentShift } from './present-shift.ts';

/**
 * The timecards of a facility: every shift that began on a day from `from` to `to` (inclusive, the facility's
 * calendar), today's completed and open ones included, with the minutes worked less breaks.
 */
export async function loadTimecards(
  db: Kysely<Database>,
  facility: { id: string; calendar: FacilityCalendar },
  range: TimecardsQuery,
  now: Date,
): Promise<Timecards> {
  const timeZone = facility.calendar.timeZone;
  const from = wallTimeToInstant(range.from, '00:00', timeZone);
  const until = wallTimeToInstant(addCalendarDays(range.to, 1), '00:00', timeZone);
  const rows = await loadShifts(db, { facilityId: facility.id, from, until });
  const shifts = rows
    .filter((row) => row.clock_in_at >= from)
    .map((row) => ({
      ...presentShift(row, facility.calendar, now),
      date: todayInZone(row.clock_in_at, timeZone),
      minutesWorked: row.clock_out_at
        ? Math.floor((row.clock_out_at.getTime() - row.clock_in_at.getTime()) / 60_000) - row.break_minutes
        : null,
    }));
  return { from: range.from, to: range.to, timeZone, shifts };
}

/** The CSV header of the timecards export. */
export const TIMECARD_CSV_HEADER = [
  'Date',
  'Staff member',
  'Credential',
  'Clock in',
  'Clock out',
  'Break minutes',
  'Hours worked',
  'Corrected',
  'Open past closing',
] as const;

/** The timecards for payroll: one row per shift, times on the facility's clock, corrections marked. */
export function renderTimecardsCsv(timecards: Timecards): string {
  const wallTime = (instant: string | null) =>
    instant === null
      ? ''
      : new Intl.DateTimeFormat('en-CA', {
          timeZone: timecards.timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(instant));
  return toCsv(
    TIMECARD_CSV_HEADER,
    timecards.shifts.map((shift) => [
      shift.date,
      shift.staffName,
      SHIFT_CREDENTIAL_LABELS[shift.credential],
      wallTime(shift.clockInAt),
      wallTime(shift.clockOutAt),
      shift.breakMinutes,
      shift.minutesWorked === null ? '' : (shift.minutesWorked / 60).toFixed(2),
      shift.isCorrected ? 'Yes' : 'No',
      shift.isOpenPastClosing ? 'Yes' : 'No',
    ]),
  );
}
