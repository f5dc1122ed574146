import { publishEvent } from '../events/publish-event.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { StoredPhoto } from './photo-blobs.ts';
import { deletePhotoRow, findPhoto, lockPatient } from './photo-records.ts';

/**
 * A parent's proposed photo of their child, kept beside the current one until staff accept or reject it: the
 * chart goes on showing the current photo. A newer proposal takes the place of one still waiting (its blob is
 * deleted once this commits). Audited as PROPOSE_PATIENT_PHOTO; answers the blobs to remove.
 */
export async function proposePatientPhoto(
  scope: CommandScope & { patient: VisiblePatient; photo: StoredPhoto },
): Promise<string[]> {
  const { trx, patient, photo } = scope;
  await lockPatient(trx, patient.id);
  const waiting = await findPhoto(trx, patient.id, 'proposed');
  const removedStorageKeys = waiting ? [await deletePhotoRow(trx, waiting.id)] : [];
  await trx
    .insertInto('patient_photos')
    .values({
      id: photo.id,
      patient_id: patient.id,
      status: 'proposed',
      content_type: photo.contentType,
      file_size: photo.size,
      storage_key: photo.id,
      wrapped_key: photo.wrappedKey,
      content_nonce: photo.nonce,
      uploaded_by: scope.actor.userId,
      created_at: scope.now,
    })
    .execute();
  await auditChange(scope, {
    action: 'PROPOSE_PATIENT_PHOTO',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: waiting ? { proposalId: waiting.id } : null,
    newValues: { proposalId: photo.id, contentType: photo.contentType, size: photo.size },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return removedStorageKeys;
}
