import type { Selectable } from 'kysely';
import type { CreateCredential } from '@carenest/core';
import type { StaffCredentialsTable } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { CredentialHolder } from './credential-holders.ts';

/**
 * Records a credential of a staff member (Texas 26 TAC §550.417), verified by the recording administrator now.
 * Audited as CREATE_CREDENTIAL and announced (staffing.changed) to the holder and the facility's administrators.
 */
export async function recordCredential(
  scope: CommandScope & { holder: CredentialHolder; input: CreateCredential },
): Promise<Selectable<StaffCredentialsTable>> {
  const { trx, actor, now, holder, input } = scope;
  const row = await trx
    .insertInto('staff_credentials')
    .values({
      facility_id: holder.facilityId,
      user_id: holder.userId,
      type: input.type,
      license_number: input.licenseNumber ?? null,
      issuing_state: input.issuingState ?? null,
      issued_on: input.issuedOn,
      expires_on: input.expiresOn ?? null,
      verified_by: actor.userId,
      verified_at: now,
      created_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CREATE_CREDENTIAL',
    resourceType: 'STAFF_CREDENTIAL',
    resourceId: row.id,
    newValues: { userId: holder.userId, type: row.type, issuedOn: row.issued_on, expiresOn: row.expires_on },
  });
  await announceCredentialChange(scope, holder);
  return row;
}

/** Marks a credential verified again by the actor now (the yearly re-verification), audited as VERIFY_CREDENTIAL. */
export async function verifyCredential(
  scope: CommandScope & { holder: CredentialHolder; credential: Selectable<StaffCredentialsTable> },
): Promise<Selectable<StaffCredentialsTable>> {
  const { trx, actor, now, credential } = scope;
  const row = await trx
    .updateTable('staff_credentials')
    .set({ verified_by: actor.userId, verified_at: now })
    .where('id', '=', credential.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'VERIFY_CREDENTIAL',
    resourceType: 'STAFF_CREDENTIAL',
    resourceId: row.id,
    oldValues: { verifiedBy: credential.verified_by, verifiedAt: credential.verified_at.toISOString() },
    newValues: { verifiedBy: actor.userId, verifiedAt: now.toISOString() },
  });
  await announceCredentialChange(scope, scope.holder);
  return row;
}

async function announceCredentialChange(scope: CommandScope, holder: CredentialHolder): Promise<void> {
  await publishEvent(scope.trx, { kind: 'staffing.changed', userIds: [holder.userId] });
  await publishEvent(scope.trx, {
    kind: 'staffing.changed',
    facility: { id: holder.facilityId, roles: ['administrator'] },
  });
}
