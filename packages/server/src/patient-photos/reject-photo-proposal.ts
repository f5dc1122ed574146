import { MESSAGES } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { notFound } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { deletePhotoRow, lockPatient, findPhoto } from './photo-records.ts';
import { tellParentOfPhotoDecision } from './tell-parent-of-photo-decision.ts';

/**
 * Turns down a parent's waiting proposal (404 when none waits): the current photo stays, the proposal's row goes (its blob once this
 * commits) and the parent is told. Audited as REJECT_PATIENT_PHOTO; answers the blob to remove.
 */
export async function rejectPhotoProposal(
  scope: CommandScope & { patient: VisiblePatient },
): Promise<string[]> {
  const { trx, patient } = scope;
  await lockPatient(trx, patient.id);
  const proposal = await findPhoto(trx, patient.id, 'proposed');
  if (!proposal) throw notFound(MESSAGES.photoProposalNotFound);
  const storageKey = await deletePhotoRow(trx, proposal.id);
  await auditChange(scope, {
    action: 'REJECT_PATIENT_PHOTO',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: { proposalId: proposal.id, proposedBy: proposal.uploaded_by },
  });
  await tellParentOfPhotoDecision({ ...scope, parentId: proposal.uploaded_by, isAccepted: false });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return [storageKey];
}
