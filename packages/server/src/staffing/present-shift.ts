import type { Selectable } from 'kysely';
import { hoursOn, todayInZone, type FacilityCalendar, type TimeClockEntry } from '@carenest/core';
import type { TimeClockEntriesTable } from '../db/schema.ts';

/** A time clock row with its staff member's name and whether a correction exists. */
export type ShiftRow = Selectable<TimeClockEntriesTable> & { staff_name: string; is_corrected: boolean };

/**
 * A shift as the API answers it. A shift still open at the facility's closing time on its day (on the facility's
 * clock; a closed day has no closing time) is flagged, for an administrator to close with a correction.
 */
export function presentShift(row: ShiftRow, calendar: FacilityCalendar, now: Date): TimeClockEntry {
  const hours = hoursOn(calendar, todayInZone(row.clock_in_at, calendar.timeZone));
  const closesAt = hours?.closesAt.getTime();
  const end = row.clock_out_at?.getTime() ?? now.getTime();
  return {
    id: row.id,
    userId: row.user_id,
    staffName: row.staff_name,
    credential: row.credential,
    clockInAt: row.clock_in_at.toISOString(),
    clockOutAt: row.clock_out_at?.toISOString() ?? null,
    breakMinutes: row.break_minutes,
    isCorrected: row.is_corrected,
    isOpenPastClosing:
      closesAt !== undefined &&
      row.clock_in_at.getTime() < closesAt &&
      end > closesAt &&
      now.getTime() > closesAt,
  };
}
