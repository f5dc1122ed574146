import type { Kysely } from 'kysely';
import { MESSAGES, hasOnlyExpired, todayInZone, type CredentialType } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';

/** The expiry dates of a staff member's credentials of one type. */
async function expiryDatesOf(
  db: Kysely<Database>,
  userId: string,
  type: CredentialType,
): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('staff_credentials')
    .select('expires_on')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();
  return rows.map((row) => row.expires_on);
}

/**
 * Whether a staff member's nursing licence has expired on `today` (every one they hold is past its expiry date),
 * which keeps them from working as a nurse (Texas 26 TAC §550.417) until a current one is recorded.
 */
export async function hasExpiredNursingLicense(
  db: Kysely<Database>,
  userId: string,
  today: string,
): Promise<boolean> {
  return hasOnlyExpired(await expiryDatesOf(db, userId, 'nursing_license'), today);
}

/**
 * Refuses (400 naming `staffId`) a new assignment of a nurse whose nursing licence has expired on their facility's
 * today (Texas 26 TAC §550.417).
 */
export async function refuseExpiredNurse(
  db: Kysely<Database>,
  staff: { id: string; facilityId: string | null },
  now: Date,
): Promise<void> {
  if (!staff.facilityId) return;
  const facility = await db
    .selectFrom('facilities')
    .select('timezone')
    .where('id', '=', staff.facilityId)
    .executeTakeFirstOrThrow();
  if (await hasExpiredNursingLicense(db, staff.id, todayInZone(now, facility.timezone)))
    throw badRequest(MESSAGES.staffNursingLicenseExpired, { staffId: MESSAGES.staffNursingLicenseExpired });
}

/**
 * Refuses (400 naming `status`) starting a run by a driver whose driver's licence has expired on `today` (the
 * run's service day)
 * (Texas 26 TAC §550.417: licences current for the work done).
 */
export async function refuseExpiredDriver(
  db: Kysely<Database>,
  driverId: string,
  today: string,
): Promise<void> {
  if (hasOnlyExpired(await expiryDatesOf(db, driverId, 'drivers_license'), today))
    throw badRequest(MESSAGES.driversLicenseExpired, { status: MESSAGES.driversLicenseExpired });
}
