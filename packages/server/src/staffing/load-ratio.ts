import { sql, type Kysely } from 'kysely';
import {
  countsTowardRatio,
  credentialStatus,
  staffingRatio,
  todayInZone,
  type CredentialType,
  type ShiftCredential,
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

/**
 * The staff-to-child ratio of a facility now, read straight from attendance and the open shifts (no cache, so a
 * clock-in counts at once) in one statement: the children present, everyone clocked in with their current
 * credentials, and whether the state's rule counts them.
 */
export async function loadStaffingRatio(
  db: Kysely<Database>,
  facility: RatioFacility,
  now: Date,
): Promise<StaffingRatio> {
  const today = todayInZone(now, facility.timeZone);
  const { rows } = await sql<{
    children_present: number;
    user_id: string | null;
    credential: ShiftCredential | null;
    staff_name: string | null;
    current_credentials: CredentialType[] | null;
  }>`
    WITH present AS (
      SELECT count(*)::int AS children_present FROM (
        SELECT DISTINCT ON (patient_id) kind FROM attendance_events
        WHERE facility_id = ${facility.id} AND service_date = ${today}
        ORDER BY patient_id, occurred_at DESC, id DESC) latest
      WHERE kind = 'check_in'),
    shifts AS (
      SELECT entry.user_id, entry.credential, entry.clock_in_at, entry.id,
             min(users.first_name || ' ' || users.last_name) AS staff_name,
             coalesce(array_agg(DISTINCT credential.type) FILTER (WHERE credential.type IS NOT NULL), '{}') AS current_credentials
      FROM time_clock_entries entry
      JOIN users ON users.id = entry.user_id
      LEFT JOIN staff_credentials credential ON credential.user_id = entry.user_id
        AND (credential.expires_on IS NULL OR credential.expires_on >= ${today}::date)
      WHERE entry.facility_id = ${facility.id} AND entry.clock_out_at IS NULL
      GROUP BY entry.id)
    SELECT present.children_present, shifts.user_id, shifts.credential, shifts.staff_name, shifts.current_credentials
    FROM present LEFT JOIN shifts ON true
    ORDER BY shifts.clock_in_at, shifts.id`.execute(db);
  const childrenPresent = rows[0]?.children_present ?? 0;
  const shifts = rows.flatMap((row) =>
    row.user_id && row.credential
      ? [
          {
            userId: row.user_id,
            credential: row.credential,
            name: row.staff_name ?? '',
            currentCredentials: row.current_credentials ?? [],
          },
        ]
      : [],
  );
  const staff: StaffOnShift[] = shifts;
  const figures = staffingRatio(facility.rules, { childrenPresent, staff });
  return {
    ...figures,
    rule: {
      citation: facility.rules.ratioRule,
      childrenPerStaff: facility.rules.childrenPerStaff,
      loneStaffCredential: facility.rules.loneStaffCredential,
      isProvisional: facility.rules.isProvisional,
    },
    staff: shifts.map((shift) => ({
      userId: shift.userId,
      name: shift.name,
      credential: shift.credential,
      isCounted: countsTowardRatio(facility.rules, shift),
    })),
    asOf: now.toISOString(),
  };
}
