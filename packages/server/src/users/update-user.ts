import { ERROR_CODES, MESSAGES, type ManagedUser, type UpdateUserInput } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { revokeAllSessions } from '../auth/start-session.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import {
  MANAGED_USER_COLUMNS,
  isUniqueViolation,
  presentManagedUser,
  scopedUsers,
  type ManagedUserRow,
} from './scoped-users.ts';

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

/** 400 with one of the edit rules' messages. */
function refused(message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, message);
}

/** The edit rules an account's change must pass, checked against the row as it is now (locked). */
function checkEditRules(actor: Actor, current: ManagedUserRow, input: UpdateUserInput): void {
  if (current.role === 'super_admin' && actor.role !== 'super_admin')
    throw forbidden(MESSAGES.superAdministratorProtected);
  if (input.role === 'super_admin' && current.role !== 'super_admin')
    throw refused(MESSAGES.superAdministratorNotGranted);
  if (current.id === actor.userId && !input.isActive) throw refused(MESSAGES.cannotDeactivateSelf);
  if (current.id === actor.userId && input.role !== current.role) throw refused(MESSAGES.cannotChangeOwnRole);
  if (input.role !== current.role && current.current_patient_count > 0)
    throw refused(MESSAGES.roleChangeWithPatients);
  if (input.maxPatientLoad !== undefined && input.maxPatientLoad < current.current_patient_count)
    throw refused(MESSAGES.maximumLoadBelowCurrent);
}

/**
 * Edits an account the actor manages. Deactivating it ends all of its sessions at once; an administrator
 * can neither deactivate nor demote themselves. The row is locked, so a concurrent assignment cannot slip
 * the patient count above a lowered maximum.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  input: UpdateUserInput,
  context: AuditContext,
  now: Date,
): Promise<ManagedUser> {
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await scopedUsers(trx, actor)
        .select(MANAGED_USER_COLUMNS)
        .where('users.id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound(MESSAGES.failedToUpdateUser);
      checkEditRules(actor, current, input);
      const updated = await trx
        .updateTable('users')
        .set({
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          role: input.role,
          is_active: input.isActive,
          specializations: input.specializations ?? current.specializations,
          max_patient_load: input.maxPatientLoad ?? current.max_patient_load,
          updated_at: now,
        })
        .where('id', '=', current.id)
        .returning(MANAGED_USER_COLUMNS)
        .executeTakeFirstOrThrow();
      if (current.is_active && !updated.is_active) await revokeAllSessions(trx, updated.id, now);
      await appendAudit(trx, context, {
        action: 'UPDATE_USER',
        resourceType: 'USER',
        resourceId: updated.id,
        oldValues: editableValues(current),
        newValues: editableValues(updated),
      });
      return presentManagedUser(updated, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.failedToUpdateUser);
    throw error;
  }
}
