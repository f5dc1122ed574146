import { MESSAGES } from '@carenest/core';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from './publish-user-changed.ts';
import { MANAGED_USER_COLUMNS, type ManagedUserRow } from './scoped-users.ts';

/**
 * Approves a pending self-registered account into the actor's facility: the account becomes active there
 * and may see the facility's data its role allows. Audited as APPROVE_USER.
 */
export async function approveUser(
  scope: CommandScope & { account: ManagedUserRow },
): Promise<ManagedUserRow> {
  const { trx, actor, account, now } = scope;
  if (!actor.facilityId) throw badRequest(MESSAGES.noFacilityToManage);
  if (account.status !== 'pending') throw badRequest(MESSAGES.notPendingApproval);
  const approved = await trx
    .updateTable('users')
    .set({
      status: 'active',
      facility_id: actor.facilityId,
      approved_at: now,
      approved_by: actor.userId,
      updated_at: now,
    })
    .where('id', '=', account.id)
    .returning(MANAGED_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'APPROVE_USER',
    resourceType: 'USER',
    resourceId: approved.id,
    oldValues: { status: 'pending', facilityId: account.facility_id },
    newValues: { status: 'active', facilityId: actor.facilityId },
  });
  await publishUserChanged(trx, { id: approved.id, facilityId: approved.facility_id });
  return approved;
}

/** Unlocks an account locked after failed sign-ins: the lock and the failure count are cleared (UNLOCK_USER). */
export async function unlockUser(scope: CommandScope & { account: ManagedUserRow }): Promise<ManagedUserRow> {
  const { trx, account, now } = scope;
  const { failed_login_count: failedLoginCount } = await trx
    .selectFrom('users')
    .select('failed_login_count')
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  const unlocked = await trx
    .updateTable('users')
    .set({ locked_until: null, failed_login_count: 0, updated_at: now })
    .where('id', '=', account.id)
    .returning(MANAGED_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'UNLOCK_USER',
    resourceType: 'USER',
    resourceId: unlocked.id,
    oldValues: { lockedUntil: account.locked_until?.toISOString() ?? null, failedLoginCount },
    newValues: { lockedUntil: null, failedLoginCount: 0 },
  });
  await publishUserChanged(trx, { id: unlocked.id, facilityId: unlocked.facility_id });
  return unlocked;
}
