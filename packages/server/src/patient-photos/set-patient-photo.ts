import { publishEvent } from '../events/publish-event.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { StoredPhoto } from './photo-blobs.ts';
import { deletePhotoRow, findPhoto, lockPatient, photoUrlOf, setPhotoUrl } from './photo-records.ts';

/** What a change of the current photo leaves: where the chart loads it now, and the blobs to remove. */
export interface PhotoChange {
  photoUrl: string | null;
  /** Blobs of photos the change replaced or removed, deleted from the store once it has committed. */
  removedStorageKeys: string[];
}

/**
 * Puts a stored photo in the child's chart as the current one, replacing any earlier photo (its row goes, its
 * blob once this commits). The child's row is locked first, so two uploads at once follow each other. Audited
 * as CHANGE_PATIENT_PHOTO with the old and new photo ids.
 */
export async function setPatientPhoto(
  scope: CommandScope & { patient: VisiblePatient; photo: StoredPhoto },
): Promise<PhotoChange> {
  const { trx, patient, photo } = scope;
  await lockPatient(trx, patient.id);
  const earlier = await findPhoto(trx, patient.id, 'current');
  const removedStorageKeys = earlier ? [await deletePhotoRow(trx, earlier.id)] : [];
  await trx
    .insertInto('patient_photos')
    .values({
      id: photo.id,
      patient_id: patient.id,
      status: 'current',
      content_type: photo.contentType,
      file_size: photo.size,
      storage_key: photo.id,
      wrapped_key: photo.wrappedKey,
      content_nonce: photo.nonce,
      uploaded_by: scope.actor.userId,
      created_at: scope.now,
    })
    .execute();
  const photoUrl = photoUrlOf(patient.id, photo.id);
  await setPhotoUrl(trx, patient.id, photoUrl, scope.now);
  await auditChange(scope, {
    action: 'CHANGE_PATIENT_PHOTO',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: earlier ? { photoId: earlier.id } : null,
    newValues: { photoId: photo.id, contentType: photo.contentType, size: photo.size },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return { photoUrl, removedStorageKeys };
}
