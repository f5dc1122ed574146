import type { Kysely } from 'kysely';
import type { Role, ShiftCredential, TimeClockState } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { FacilitySettings } from '../facility/index.ts';
import { dayStart, loadShifts, presentShift } from '../staffing/index.ts';

/** The credential Clock In offers first for each role (the staff member may choose another). */
const SUGGESTED_CREDENTIALS: Record<Role, ShiftCredential> = {
  nurse: 'RN',
  therapist: 'therapist',
  driver: 'driver',
  administrator: 'direct_care',
  super_admin: 'direct_care',
  parent: 'direct_care',
};

/** The actor's clock: whether they are clocked in now, the open shift, and their shifts of the facility's today. */
export async function loadTimeClock(
  db: Kysely<Database>,
  actor: { userId: string; role: Role },
  facility: FacilitySettings,
  now: Date,
): Promise<TimeClockState> {
  const rows = await loadShifts(db, {
    facilityId: facility.id,
    userId: actor.userId,
    from: dayStart(now, facility.timeZone),
    until: new Date(now.getTime() + 1),
  });
  const today = rows.map((row) => presentShift(row, facility.calendar, now));
  const current = today.find((entry) => entry.clockOutAt === null) ?? null;
  return {
    isClockedIn: current !== null,
    current,
    today,
    suggestedCredential: SUGGESTED_CREDENTIALS[actor.role],
  };
}

/** One shift as the API answers it, by id, within a facility. */
export async function loadPresentedShift(
  db: Kysely<Database>,
  facility: FacilitySettings,
  entryId: string,
  now: Date,
) {
  const entry = await db
    .selectFrom('time_clock_entries')
    .select(['clock_in_at', 'user_id'])
    .where('id', '=', entryId)
    .executeTakeFirstOrThrow();
  const rows = await loadShifts(db, {
    facilityId: facility.id,
    userId: entry.user_id,
    from: new Date(entry.clock_in_at.getTime() - 1),
    until: new Date(entry.clock_in_at.getTime() + 1),
  });
  const row = rows.find((candidate) => candidate.id === entryId);
  if (!row) throw new Error(`time clock entry ${entryId} is not in its own facility`);
  return presentShift(row, facility.calendar, now);
}
