import { sql, type Kysely } from 'kysely';
import {
  countsTowardRatio,
  credentialStatus,
  staffingRatio,
  todayInZone,
  type CredentialType,
  type StaffOnShift,
  type StaffingRatio,
  type StaffingStateRules,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** The facility facts the ratio needs: its id, its clock and its state's staffing rule. */
export interface RatioFacility {
  id: string;
  timeZone: string;
  rules: StaffingStateRules;
}

/** The current credential types of each of these staff members on `today`. */
export async function loadCurrentCredentialTypes(
  db: Kysely<Database>,
  userIds: readonly string[],
  today: string,
): Promise<Map<string, CredentialType[]>> {
  const current = new Map<string, CredentialType[]>();
  if (userIds.length === 0) return current;
  const rows = await db
    .selectFrom('staff_credentials')
    .select(['user_id', 'type', 'expires_on'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows)
    if (credentialStatus(row.expires_on, today) !== 'expired')
      current.set(row.user_id, [...(current.get(row.user_id) ?? []), row.type]);
  return current;
}

/** How many children are checked in at the facility now (their latest entry of today is a check-in). */
async function countChildrenPresent(db: Kysely<Database>, facilityId: string, today: string): Promise<number> {
  const { rows } = await sql<{ present: number }>`
    SELECT count(*)::int AS present FROM (
      SELECT DISTINCT ON (patient_id) kind FROM attendance_events
      WHERE facility_id = ${facilityId} AND service_date = ${today}
      ORDER BY patient_id, occurred_at DESC, id DESC) latest
    WHERE kind = 'check_in'`.execute(db);
  return rows[0]?.present ?? 0;
}

/**
 * The staff-to-child ratio of a facility now, read straight from attendance and the open shifts (no cache, so a
 * clock-in counts at once): the children present, everyone clocked in and whether the state's rule counts them.
 */
export async function loadStaffingRatio(
  db: Kysely<Database>,
  facility: RatioFacility,
  now: Date,
): Promise<StaffingRatio> {
  const today = todayInZone(now, facility.timeZone);
  const childrenPresent = await countChildrenPresent(db, facility.id, today);
  const shifts = await db
    .selectFrom('time_clock_entries')
    .innerJoin('users', 'users.id', 'time_clock_entries.user_id')
    .select(['time_clock_entries.user_id', 'time_clock_entries.credential', 'users.first_name', 'users.last_name'])
    .where('time_clock_entries.facility_id', '=', facility.id)
    .where('time_clock_entries.clock_out_at', 'is', null)
    .orderBy('time_clock_entries.clock_in_at')
    .execute();
  const credentials = await loadCurrentCredentialTypes(
    db,
    shifts.map((shift) => shift.user_id),
    today,
  );
  const staff: StaffOnShift[] = shifts.map((shift) => ({
    userId: shift.user_id,
    credential: shift.credential,
    currentCredentials: credentials.get(shift.user_id) ?? [],
  }));
  const figures = staffingRatio(facility.rules, { childrenPresent, staff });
  return {
    ...figures,
    rule: {
      citation: facility.rules.ratioRule,
      childrenPerStaff: facility.rules.childrenPerStaff,
      loneStaffCredential: facility.rules.loneStaffCredential,
      isProvisional: facility.rules.isProvisional,
    },
    staff: shifts.map((shift, index) => ({
      userId: shift.user_id,
      name: `${shift.first_name} ${shift.last_name}`,
      credential: shift.credential,
      isCounted: countsTowardRatio(facility.rules, staff[index]!),
    })),
    asOf: now.toISOString(),
  };
}
