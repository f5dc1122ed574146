import { MESSAGES } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { notFound } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { deletePhotoRow, findPhoto, lockPatient, setPhotoUrl } from './photo-records.ts';
import type { PhotoChange } from './set-patient-photo.ts';

/**
 * Removes the child's current photo (the chart shows initials again); 404 when there is none. Audited as
 * REMOVE_PATIENT_PHOTO with the photo's id; its blob is deleted once this commits.
 */
export async function removePatientPhoto(
  scope: CommandScope & { patient: VisiblePatient },
): Promise<PhotoChange> {
  const { trx, patient } = scope;
  await lockPatient(trx, patient.id);
  const current = await findPhoto(trx, patient.id, 'current');
  if (!current) throw notFound(MESSAGES.photoNotFound);
  const storageKey = await deletePhotoRow(trx, current.id);
  await setPhotoUrl(trx, patient.id, null, scope.now);
  await auditChange(scope, {
    action: 'REMOVE_PATIENT_PHOTO',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: { photoId: current.id },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return { photoUrl: null, removedStorageKeys: [storageKey] };
}
