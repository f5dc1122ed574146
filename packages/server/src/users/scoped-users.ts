import { MESSAGES, hasPermission, type Action, type ManagedUser } from '@carenest/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { requireActor, type Actor } from '../shared/actor.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { forbidden } from '../lib/http-error.ts';

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
 * The actor, if they manage users (administrator of a facility, or super_admin) and hold `action` on
 * users; otherwise 403 with the spec's "User management is restricted to administrators only."
 */
export function requireUserManager(request: FastifyRequest, action: Action): Actor {
  const actor = requireActor(request);
  const isFacilityBound = actor.role === 'super_admin' || actor.facilityId !== null;
  if (!hasPermission(actor.role, 'users', action) || actor.isPending || !isFacilityBound)
    throw forbidden(MESSAGES.usersRestricted);
  return actor;
}

/**
 * The accounts an actor manages: super_admin every account; an administrator the accounts of their facility
 * and every pending self-registered account (which has no facility until someone approves it).
 */
export function scopedUsers(db: Kysely<Database> | Transaction<Database>, actor: Actor) {
  const users = db.selectFrom('users');
  if (actor.role === 'super_admin') return users;
  return users.where((eb) =>
    eb.or([
      eb('users.facility_id', '=', actor.facilityId),
      eb.and([eb('users.facility_id', 'is', null), eb('users.status', '=', 'pending')]),
    ]),
  );
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

/** Whether an error is PostgreSQL's unique violation (an email taken, an assignment already active). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
