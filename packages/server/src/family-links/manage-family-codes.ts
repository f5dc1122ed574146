import { FAMILY_CODES, formatFamilyCode, type IssuedFamilyCode } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { generateFamilyCode, hashFamilyCode } from './family-code-hash.ts';

/**
 * Issues a one-time family code for a child (administrators): only its SHA-256 is stored, the code is
 * answered this once, valid 14 days. Audited as ISSUE_FAMILY_CODE (without the code).
 */
export async function issueFamilyCode(
  scope: CommandScope & { patient: VisiblePatient },
): Promise<IssuedFamilyCode> {
  const { trx, actor, now, patient } = scope;
  const code = generateFamilyCode();
  const expiresAt = new Date(now.getTime() + FAMILY_CODES.validDays * 86_400_000);
  const { id } = await trx
    .insertInto('family_codes')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      code_sha256: hashFamilyCode(code),
      issued_by: actor.userId,
      issued_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'ISSUE_FAMILY_CODE',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: { familyCodeId: id, expiresAt: expiresAt.toISOString() },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return { id, code: formatFamilyCode(code), expiresAt: expiresAt.toISOString() };
}

/** Revokes an active family code (administrators), audited as REVOKE_FAMILY_CODE. */
export async function revokeFamilyCode(
  scope: CommandScope & { codeId: string; patientId: string },
): Promise<void> {
  const { trx, actor, now, codeId, patientId } = scope;
  await trx
    .updateTable('family_codes')
    .set({ revoked_by: actor.userId, revoked_at: now })
    .where('id', '=', codeId)
    .execute();
  await auditChange(scope, {
    action: 'REVOKE_FAMILY_CODE',
    resourceType: 'PATIENT',
    resourceId: patientId,
    newValues: { familyCodeId: codeId },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patientId, patientIds: [patientId] });
}

/**
 * Unlinks a parent from a child (administrators), audited as UNLINK_PARENT with when they were linked; the
 * parent is told by name in the live event, since they no longer see the child. Their conversation about the
 * child is closed for everyone (kept and readable by staff, no one writes in it; CLOSE_MESSAGE_THREAD audited)
 * and its notices to them end: their unread notifications about it are marked read, and no email follows
 * (ARCHITECTURE.md, "Parent portal").
 */
export async function unlinkParent(
  scope: CommandScope & { patientId: string; parentId: string; linkedAt: Date },
): Promise<void> {
  const { trx, patientId, parentId, linkedAt } = scope;
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patientId, userIds: [parentId] });
  await trx
    .deleteFrom('patient_parents')
    .where('patient_id', '=', patientId)
    .where('parent_id', '=', parentId)
    .execute();
  const closed = await trx
    .updateTable('message_threads')
    .set({ closed_at: scope.now, closed_by: scope.actor.userId })
    .where('patient_id', '=', patientId)
    .where('parent_id', '=', parentId)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  for (const thread of closed) {
    await trx
      .updateTable('notifications')
      .set({ read_at: scope.now })
      .where('user_id', '=', parentId)
      .where('read_at', 'is', null)
      .where('link', '=', `/messages?thread=${thread.id}`)
      .execute();
    await auditChange(scope, {
      action: 'CLOSE_MESSAGE_THREAD',
      resourceType: 'MESSAGE_THREAD',
      resourceId: thread.id,
      newValues: { parentId, patientId, reason: 'parent unlinked' },
    });
    await publishEvent(trx, { kind: 'message.changed', resourceId: thread.id, patientIds: [patientId] });
  }
  await auditChange(scope, {
    action: 'UNLINK_PARENT',
    resourceType: 'PATIENT',
    resourceId: patientId,
    oldValues: { parentId, linkedAt: linkedAt.toISOString() },
  });
}
