import type { ManagedUser } from '@carenest/core';
import type { Kysely, Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** The columns a managed user is presented from. */
export const MANAGED_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.role',
  'users.facility_id',
  'users.is_active',
  'users.status',
  'users.locked_until',
  'users.last_login',
  'users.mfa_enabled',
  'users.specializations',
  'users.max_patient_load',
  'users.current_patient_count',
  'users.created_at',
] as const;

/** A user row with the presented columns. */
export type ManagedUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'role'
  | 'facility_id'
  | 'is_active'
  | 'status'
  | 'locked_until'
  | 'last_login'
  | 'mfa_enabled'
  | 'specializations'
  | 'max_patient_load'
  | 'current_patient_count'
  | 'created_at'
>;

/**
 * The accounts an actor manages: super_admin every account; an administrator the accounts of their facility
 * and every pending self-registered account (which has no facility until someone approves it).
 */
export function scopedUsers(db: Kysely<Database> | Transaction<Database>, actor: Actor) {
  return db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        isInFacilityScope(actor, 'users.facility_id'),
        eb.and([eb('users.facility_id', 'is', null), eb('users.status', '=', 'pending')]),
      ]),
    );
}

/**
 * The scoped load of an account to change: one the actor manages, locked for the rest of the transaction so
 * a concurrent assignment cannot slip past a rule checked against it; undefined when absent or out of scope.
 */
export function findManagedUser(
  trx: Transaction<Database>,
  actor: Actor,
  userId: string,
): Promise<ManagedUserRow | undefined> {
  return scopedUsers(trx, actor)
    .select(MANAGED_USER_COLUMNS)
    .where('users.id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Exactly the fields of an account that leave the server. */
export function presentManagedUser(row: ManagedUserRow, now: Date): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    facilityId: row.facility_id,
    isActive: row.is_active,
    accountStatus: row.status,
    isLocked: row.locked_until !== null && row.locked_until.getTime() > now.getTime(),
    lastLogin: row.last_login?.toISOString() ?? null,
    mfaEnabled: row.mfa_enabled,
    specializations: row.specializations,
    maxPatientLoad: row.max_patient_load,
    currentPatientCount: row.current_patient_count,
    createdAt: row.created_at.toISOString(),
  };
}
