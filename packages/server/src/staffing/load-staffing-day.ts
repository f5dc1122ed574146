import type { Kysely } from 'kysely';
import {
  addCalendarDays,
  staffingDay,
  todayInZone,
  wallTimeToInstant,
  type StaffingDay,
  type StaffingStateRules,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadCurrentCredentialTypes } from './load-ratio.ts';
import { loadShifts } from './load-shifts.ts';

/** The facility facts a staffing day needs. */
export interface StaffingDayFacility {
  id: string;
  timeZone: string;
  rules: StaffingStateRules;
}

/** The instants a facility's calendar day starts and ends, on its own clock. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: wallTimeToInstant(date, '00:00', timeZone),
    end: wallTimeToInstant(addCalendarDays(date, 1), '00:00', timeZone),
  };
}

/**
 * A facility's staffing on one of its days, up to `now` when the day is not over: the dated log of every census
 * change (the day's attendance) and staffing change (the shifts, each shift begun before the day counted from
 * the day's start), with the ratio each left, and the minutes out of ratio. Three queries.
 */
export async function loadStaffingDay(
  db: Kysely<Database>,
  facility: StaffingDayFacility,
  date: string,
  now: Date,
): Promise<StaffingDay> {
  const { start, end } = dayBounds(date, facility.timeZone);
  const until = new Date(Math.min(end.getTime(), now.getTime()));
  const census = await db
    .selectFrom('attendance_events')
    .select(['patient_id', 'kind', 'occurred_at'])
    .where('facility_id', '=', facility.id)
    .where('service_date', '=', date)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  const shifts = await loadShifts(db, { facilityId: facility.id, from: start, until });
  const credentials = await loadCurrentCredentialTypes(
    db,
    [...new Set(shifts.map((shift) => shift.user_id))],
    date,
  );
  return staffingDay(facility.rules, {
    census: census.map((event) => ({
      at: event.occurred_at.toISOString(),
      patientId: event.patient_id,
      kind: event.kind,
    })),
    shifts: shifts.map((shift) => ({
      userId: shift.user_id,
      staffName: shift.staff_name,
      credential: shift.credential,
      currentCredentials: credentials.get(shift.user_id) ?? [],
      start: new Date(Math.max(shift.clock_in_at.getTime(), start.getTime())).toISOString(),
      end: shift.clock_out_at && shift.clock_out_at < until ? shift.clock_out_at.toISOString() : null,
    })),
    until: until.toISOString(),
  });
}

/** The instant the facility's today began, on its own clock. */
export function dayStart(now: Date, timeZone: string): Date {
  return wallTimeToInstant(todayInZone(now, timeZone), '00:00', timeZone);
}
