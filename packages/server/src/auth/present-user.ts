import { isMfaEnrolmentRequired, listPermissions, type SessionUser } from '@carenest/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Loads the signed-in user with their facility and presents exactly the fields the browser may see. */
export async function presentSessionUser(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<SessionUser> {
  const row = await db
    .selectFrom('users')
    .leftJoin('facilities', 'facilities.id', 'users.facility_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.is_active',
      'users.last_login',
      'users.mfa_enabled',
      'users.status',
      'facilities.require_mfa_for_staff',
      'facilities.id as facility_id',
      'facilities.name as facility_name',
      'facilities.timezone as facility_timezone',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('installation')
              .select('installation.id')
              .where('installation.is_demo', '=', false)
              .where('installation.set_up_at', 'is not', null),
          )
          .as('isRealInstall'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    facility:
      row.facility_id && row.facility_name && row.facility_timezone
        ? { id: row.facility_id, name: row.facility_name, timezone: row.facility_timezone }
        : null,
    isActive: row.is_active,
    lastLogin: row.last_login?.toISOString() ?? null,
    mfaEnabled: row.mfa_enabled,
    permissions: listPermissions(row.role),
    accountStatus: row.status,
    mustEnrolMfa: isMfaEnrolmentRequired({
      role: row.role,
      isMfaEnabled: row.mfa_enabled,
      doesFacilityRequireMfa: Boolean(row.require_mfa_for_staff),
      isRealInstall: Boolean(row.isRealInstall),
    }),
  };
}
