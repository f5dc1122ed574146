import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MESSAGES, type CreateUserRequest, type ManagedUser } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { hashPassword } from '../auth/password.ts';
import { issuePasswordLink, passwordLinkPath } from '../auth/password-links.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { MANAGED_USER_COLUMNS, isUniqueViolation, presentManagedUser } from './scoped-users.ts';

/** A created account and the one-time link that lets its owner choose a password. */
export interface CreatedUser {
  user: ManagedUser;
  setupLink: string;
}

/**
 * Creates an active account in the actor's facility. Nobody chooses the password for the new user: the
 * account gets an unusable random password and a one-time setup link, shown once to the administrator.
 */
export async function createUser(
  db: Kysely<Database>,
  actor: Actor,
  input: CreateUserRequest,
  context: AuditContext,
  options: { encryptionKey: Buffer; now: Date },
): Promise<CreatedUser> {
  if (!actor.facilityId) throw new HttpError(400, ERROR_CODES.validation, MESSAGES.noFacilityToManage);
  const facilityId = actor.facilityId;
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          role: input.role,
          facility_id: facilityId,
          status: 'active',
          is_active: true,
          specializations: input.specializations,
          max_patient_load: input.maxPatientLoad,
          password_hash: unusablePasswordHash,
          approved_at: options.now,
          approved_by: actor.userId,
        })
        .returning(MANAGED_USER_COLUMNS)
        .executeTakeFirstOrThrow();
      const token = await issuePasswordLink(trx, row.id, 'setup', {
        encryptionKey: options.encryptionKey,
        isEmailed: false,
        now: options.now,
      });
      await appendAudit(trx, context, {
        action: 'CREATE_USER',
        resourceType: 'USER',
        resourceId: row.id,
        newValues: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
          facilityId,
          isActive: true,
          specializations: row.specializations,
          maxPatientLoad: row.max_patient_load,
        },
      });
      return { user: presentManagedUser(row, options.now), setupLink: passwordLinkPath(token) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.failedToCreateUser);
    throw error;
  }
}
