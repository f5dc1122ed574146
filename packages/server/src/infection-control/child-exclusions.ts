import { MESSAGES, type ChildClearanceInput, type ChildExclusionInput, todayInZone } from '@carenest/core';
import type { Selectable } from 'kysely';
import { checkInAtFrontDesk } from '../attendance/index.ts';
import type { IllnessExclusionsTable } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { createNotifications, findParents } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** The child's open exclusion, locked, if any. */
async function openExclusionOf(scope: CommandScope, patientId: string) {
  return scope.trx
    .selectFrom('illness_exclusions')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('cleared_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Isolates a child for a suspected communicable illness (Florida 59A-13.020, 26 TAC §550.211): the symptoms
 * and the isolation start (after now: 400 naming `isolatedAt`); a child already excluded is a 409. The linked
 * parents are notified, and with `sentHome` the child is checked out at the front desk as sent home ill.
 * Audited as EXCLUDE_CHILD; until the return clearance the child cannot be checked in.
 */
export async function excludeChild(
  scope: CommandScope & { patient: VisiblePatient; input: ChildExclusionInput },
): Promise<Selectable<IllnessExclusionsTable>> {
  const { trx, actor, now, patient, input } = scope;
  if (Date.parse(input.isolatedAt) > now.getTime())
    throw badRequest(MESSAGES.dateInFuture, { isolatedAt: MESSAGES.dateInFuture });
  await trx.selectFrom('patients').select('id').where('id', '=', patient.id).forUpdate().execute();
  if (await openExclusionOf(scope, patient.id))
    throw conflict(MESSAGES.exclusionAlreadyOpen, { patientId: MESSAGES.exclusionAlreadyOpen });
  const parents = await findParents(trx, patient.id);
  await createNotifications({
    trx,
    now,
    recipientIds: parents,
    content: {
      title: `${MESSAGES.parentsNotifiedOfExclusion}: ${patient.firstName}`,
      body: `${patient.firstName} was isolated for: ${input.symptoms}. Return needs a physician's written statement (Florida 59A-13.020).`,
      link: '/my-children',
      severity: 'high',
    },
  });
  if (input.sentHome)
    await checkInAtFrontDesk({
      ...scope,
      patient,
      reason: 'sent_home_ill',
      input: { patientId: patient.id, kind: 'check_out', ...input.sentHome },
    });
  const row = await trx
    .insertInto('illness_exclusions')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      symptoms: input.symptoms,
      isolated_at: input.isolatedAt,
      parents_notified_at: parents.length > 0 ? now : null,
      sent_home_at: input.sentHome ? now : null,
      recorded_by: actor.userId,
      recorded_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'EXCLUDE_CHILD',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: {
      exclusionId: row.id,
      symptoms: input.symptoms,
      isolatedAt: input.isolatedAt,
      parentsNotified: parents.length,
      sentHome: input.sentHome?.adultName ?? null,
    },
  });
  return row;
}

/**
 * Records a child's return clearance (Florida 59A-13.020): the physician's written statement, an uploaded
 * document of this child (else 400 naming `documentId`), dated neither after the facility's today nor before
 * the isolation (400 naming `statementDate`). No open exclusion is a 409. Audited as CLEAR_CHILD_EXCLUSION.
 */
export async function clearChild(
  scope: CommandScope & { patient: VisiblePatient; input: ChildClearanceInput },
): Promise<Selectable<IllnessExclusionsTable>> {
  const { trx, actor, now, patient, input } = scope;
  if (input.statementDate > todayInZone(now, patient.timeZone))
    throw badRequest(MESSAGES.dateInFuture, { statementDate: MESSAGES.dateInFuture });
  const open = await openExclusionOf(scope, patient.id);
  if (!open) throw conflict(MESSAGES.exclusionNoneOpen);
  if (input.statementDate < todayInZone(open.isolated_at, patient.timeZone))
    throw badRequest(MESSAGES.exclusionStatementBeforeIsolation, {
      statementDate: MESSAGES.exclusionStatementBeforeIsolation,
    });
  const document = await trx
    .selectFrom('patient_documents')
    .select('id')
    .where('id', '=', input.documentId)
    .where('patient_id', '=', patient.id)
    .executeTakeFirst();
  if (!document)
    throw badRequest(MESSAGES.exclusionDocumentRequired, { documentId: MESSAGES.exclusionDocumentRequired });
  const row = await trx
    .updateTable('illness_exclusions')
    .set({
      statement_date: input.statementDate,
      clearance_document_id: document.id,
      cleared_by: actor.userId,
      cleared_at: now,
    })
    .where('id', '=', open.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CLEAR_CHILD_EXCLUSION',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: { exclusionId: open.id, ...input },
  });
  return row;
}
