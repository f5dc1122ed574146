import { ERROR_CODES, MESSAGES, type ManagedUser } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { MANAGED_USER_COLUMNS, presentManagedUser, scopedUsers } from './scoped-users.ts';

/**
 * Approves a pending self-registered account into the actor's facility: the account becomes active there
 * and may see the facility's data its role allows.
 */
export async function approveUser(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  context: AuditContext,
  now: Date,
): Promise<ManagedUser> {
  if (!actor.facilityId) throw new HttpError(400, ERROR_CODES.validation, MESSAGES.noFacilityToManage);
  const facilityId = actor.facilityId;
  return db.transaction().execute(async (trx) => {
    const current = await scopedUsers(trx, actor)
      .select(['users.id', 'users.status', 'users.facility_id'])
      .where('users.id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.status !== 'pending')
      throw new HttpError(400, ERROR_CODES.validation, MESSAGES.notPendingApproval);
    const approved = await trx
      .updateTable('users')
      .set({
        status: 'active',
        facility_id: facilityId,
        approved_at: now,
        approved_by: actor.userId,
        updated_at: now,
      })
      .where('id', '=', current.id)
      .returning(MANAGED_USER_COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, context, {
      action: 'APPROVE_USER',
      resourceType: 'USER',
      resourceId: approved.id,
      oldValues: { status: 'pending', facilityId: current.facility_id },
      newValues: { status: 'active', facilityId },
    });
    return presentManagedUser(approved, now);
  });
}

/** Unlocks an account locked after failed sign-ins: the lock and the failure count are cleared. */
export async function unlockUser(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  context: AuditContext,
  now: Date,
): Promise<ManagedUser> {
  return db.transaction().execute(async (trx) => {
    const current = await scopedUsers(trx, actor)
      .select(['users.id', 'users.role', 'users.locked_until', 'users.failed_login_count'])
      .where('users.id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.role === 'super_admin' && actor.role !== 'super_admin')
      throw forbidden(MESSAGES.superAdministratorProtected);
    const unlocked = await trx
      .updateTable('users')
      .set({ locked_until: null, failed_login_count: 0, updated_at: now })
      .where('id', '=', current.id)
      .returning(MANAGED_USER_COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, context, {
      action: 'UNLOCK_USER',
      resourceType: 'USER',
      resourceId: unlocked.id,
      oldValues: {
        lockedUntil: current.locked_until?.toISOString() ?? null,
        failedLoginCount: current.failed_login_count,
      },
      newValues: { lockedUntil: null, failedLoginCount: 0 },
    });
    return presentManagedUser(unlocked, now);
  });
}
