import { sniffDocumentType, type DocumentUploadFields } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { scanDocumentJob } from './scanning/scan-job.ts';
import type { StoredUpload } from './storage/store-upload.ts';

/** A stored upload as the upload route hands it over: the form fields, the file's name and the blob's facts. */
export interface DocumentUpload {
  fields: DocumentUploadFields;
  fileName: string;
  stored: StoredUpload;
}

/**
 * Records a stored upload (the file I/O is already done): the row is inserted with its scan pending,
 * UPLOAD_DOCUMENT goes to the audit log and the scan job is queued (once per document, committed with the row);
 * announced as document.changed. The facility is the patient's, the
 * uploader the session's user. Answers the new document's id.
 */
export async function recordDocumentUpload(
  scope: CommandScope & { patient: VisiblePatient; upload: DocumentUpload },
): Promise<string> {
  const { trx, actor, audit, patient, upload } = scope;
  const { fields, fileName, stored } = upload;
  await trx
    .insertInto('patient_documents')
    .values({
      id: stored.documentId,
      patient_id: patient.id,
      facility_id: patient.facilityId,
      uploaded_by: actor.userId,
      uploaded_from_ip: audit.ipAddress ?? 'unknown',
      file_name: fileName,
      file_type: sniffDocumentType(stored.head)!,
      file_size: stored.size,
      category: fields.category,
      sha256: stored.sha256,
      storage_key: stored.storageKey,
      wrapped_key: stored.wrappedKey,
      content_nonce: stored.nonce,
    })
    .execute();
  await auditChange(scope, {
    action: 'UPLOAD_DOCUMENT',
    resourceType: 'DOCUMENT',
    resourceId: stored.documentId,
    newValues: {
      patientId: patient.id,
      fileName,
      category: fields.category,
      fileSize: stored.size,
      sha256: stored.sha256,
    },
  });
  await publishEvent(trx, {
    kind: 'document.changed',
    resourceId: stored.documentId,
    patientIds: [patient.id],
  });
  await enqueueJob(trx, scanDocumentJob, { documentId: stored.documentId }, { key: stored.documentId });
  return stored.documentId;
}
