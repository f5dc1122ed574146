import { MESSAGES, userPolicy, type UpdateUserInput } from '@carenest/core';
import { revokeAllSessions } from '../auth/index.ts';
import type { Actor } from '../shared/actor.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from './publish-user-changed.ts';
import { MANAGED_USER_COLUMNS, type ManagedUserRow } from './scoped-users.ts';

/** The editable fields of an account, as written to the audit log's old and new values. */
function editableValues(row: ManagedUserRow) {
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isActive: row.is_active,
    specializations: row.specializations,
    maxPatientLoad: row.max_patient_load,
  };
}

/** The edit rules an account's change must pass (400 with the spec's sentence), against the locked row. */
function checkEditRules(actor: Actor, current: ManagedUserRow, input: UpdateUserInput): void {
  if (input.role === 'super_admin' && current.role !== 'super_admin')
    throw badRequest(MESSAGES.superAdministratorNotGranted);
  if (!input.isActive && !userPolicy.canDeactivate(actor, current))
    throw badRequest(MESSAGES.cannotDeactivateSelf);
  if (current.id === actor.userId && input.role !== current.role)
    throw badRequest(MESSAGES.cannotChangeOwnRole);
  if (input.role !== current.role && current.current_patient_count > 0)
    throw badRequest(MESSAGES.roleChangeWithPatients);
  if (input.maxPatientLoad !== undefined && input.maxPatientLoad < current.current_patient_count)
    throw badRequest(MESSAGES.maximumLoadBelowCurrent);
}

/**
 * Edits an account the actor manages (loaded and locked by the route). Deactivating it ends all of its
 * sessions at once; an administrator can neither deactivate nor demote themselves. Audited as UPDATE_USER
 * with the old and new values; a taken email fails on the database's unique index.
 */
export async function updateUser(
  scope: CommandScope & { account: ManagedUserRow; input: UpdateUserInput },
): Promise<ManagedUserRow> {
  const { trx, actor, account, input, now } = scope;
  checkEditRules(actor, account, input);
  const updated = await trx
    .updateTable('users')
    .set({
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      is_active: input.isActive,
      specializations: input.specializations ?? account.specializations,
      max_patient_load: input.maxPatientLoad ?? account.max_patient_load,
      updated_at: now,
    })
    .where('id', '=', account.id)
    .returning(MANAGED_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  if (account.is_active && !updated.is_active) await revokeAllSessions(trx, updated.id, now);
  await auditChange(scope, {
    action: 'UPDATE_USER',
    resourceType: 'USER',
    resourceId: updated.id,
    oldValues: editableValues(account),
    newValues: editableValues(updated),
  });
  await publishUserChanged(trx, { id: updated.id, facilityId: updated.facility_id });
  return updated;
}
