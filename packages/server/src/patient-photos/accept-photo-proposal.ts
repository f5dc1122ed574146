import { MESSAGES } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { notFound } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { deletePhotoRow, findPhoto, lockPatient, photoUrlOf, setPhotoUrl } from './photo-records.ts';
import type { PhotoChange } from './set-patient-photo.ts';
import { tellParentOfPhotoDecision } from './tell-parent-of-photo-decision.ts';

/**
 * Makes a parent's waiting proposal (404 when none waits) the child's current photo (the earlier one's blob is deleted once this
 * commits) and tells the parent. Audited as ACCEPT_PATIENT_PHOTO with the replaced and accepted photo ids.
 */
export async function acceptPhotoProposal(
  scope: CommandScope & { patient: VisiblePatient },
): Promise<PhotoChange> {
  const { trx, patient } = scope;
  await lockPatient(trx, patient.id);
  const proposal = await findPhoto(trx, patient.id, 'proposed');
  if (!proposal) throw notFound(MESSAGES.photoProposalNotFound);
  const earlier = await findPhoto(trx, patient.id, 'current');
  const removedStorageKeys = earlier ? [await deletePhotoRow(trx, earlier.id)] : [];
  await trx.updateTable('patient_photos').set({ status: 'current' }).where('id', '=', proposal.id).execute();
  const photoUrl = photoUrlOf(patient.id, proposal.id);
  await setPhotoUrl(trx, patient.id, photoUrl, scope.now);
  await auditChange(scope, {
    action: 'ACCEPT_PATIENT_PHOTO',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: earlier ? { photoId: earlier.id } : null,
    newValues: { photoId: proposal.id, proposedBy: proposal.uploaded_by },
  });
  await tellParentOfPhotoDecision({ ...scope, parentId: proposal.uploaded_by, isAccepted: true });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return { photoUrl, removedStorageKeys };
}
