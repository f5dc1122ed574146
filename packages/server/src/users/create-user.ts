import { randomBytes } from 'node:crypto';
import { MESSAGES, type CreateUserRequest } from '@carenest/core';
import { hashPassword, issuePasswordLink } from '../auth/index.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from './publish-user-changed.ts';
import { MANAGED_USER_COLUMNS, type ManagedUserRow } from './scoped-users.ts';

/** A created account and the token of the one-time link that lets its owner choose a password. */
export interface CreatedUser {
  account: ManagedUserRow;
  setupToken: string;
}

/**
 * The hash of a random password nobody knows, for an account whose owner chooses theirs through the setup
 * link. Hashed before the transaction opens (argon2 takes a moment; the database should not wait for it).
 */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Creates an active account in the actor's facility. Nobody chooses the password for the new user: the
 * account gets an unusable password and a one-time setup link, shown once to the administrator. Audited as
 * CREATE_USER; a taken email fails on the database's unique index.
 */
export async function createUser(
  scope: CommandScope & { input: CreateUserRequest; passwordHash: string; encryptionKey: Buffer },
): Promise<CreatedUser> {
  const { trx, actor, input, now } = scope;
  if (!actor.facilityId) throw badRequest(MESSAGES.noFacilityToManage);
  const facilityId = actor.facilityId;
  const account = await trx
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
      password_hash: scope.passwordHash,
      approved_at: now,
      approved_by: actor.userId,
    })
    .returning(MANAGED_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  const setupToken = await issuePasswordLink(trx, account.id, 'setup', {
    encryptionKey: scope.encryptionKey,
    isEmailed: false,
    now,
  });
  await auditChange(scope, {
    action: 'CREATE_USER',
    resourceType: 'USER',
    resourceId: account.id,
    newValues: {
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      role: account.role,
      facilityId,
      isActive: true,
      specializations: account.specializations,
      maxPatientLoad: account.max_patient_load,
    },
  });
  await publishUserChanged(trx, { id: account.id, facilityId });
  return { account, setupToken };
}
