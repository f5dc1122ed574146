import type { Selectable, Transaction } from 'kysely';
import { API_PATHS } from '@carenest/core';
import type { Database, PatientPhotosTable } from '../db/schema.ts';

/** A stored photo as read: current or proposed. */
export type PatientPhotoRow = Selectable<PatientPhotosTable>;

/** The address the app loads a child's current photo from: the photo's id as its version. */
export function photoUrlOf(patientId: string, photoId: string): string {
  return `${API_PATHS.patientPhoto(patientId)}?v=${photoId}`;
}

/** The child's current photo or waiting proposal, if any; `forUpdate` locks it for a change. */
export async function findPhoto(
  trx: Transaction<Database>,
  patientId: string,
  status: PatientPhotoRow['status'],
  options: { forUpdate?: boolean } = {},
): Promise<PatientPhotoRow | undefined> {
  const query = trx
    .selectFrom('patient_photos')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('status', '=', status);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Removes a photo row, answering its blob's key (deleted from the store once the change has committed). */
export async function deletePhotoRow(trx: Transaction<Database>, photoId: string): Promise<string> {
  const { storage_key } = await trx
    .deleteFrom('patient_photos')
    .where('id', '=', photoId)
    .returning('storage_key')
    .executeTakeFirstOrThrow();
  return storage_key;
}

/** Points the chart at the child's current photo (or at none: initials), and keeps the record's change time. */
export async function setPhotoUrl(
  trx: Transaction<Database>,
  patientId: string,
  photoUrl: string | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('patients')
    .set({ photo_url: photoUrl, updated_at: now })
    .where('id', '=', patientId)
    .execute();
}

/** Locks the child's row, so that changes of their photo follow each other. */
export async function lockPatient(trx: Transaction<Database>, patientId: string): Promise<void> {
  await trx
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
