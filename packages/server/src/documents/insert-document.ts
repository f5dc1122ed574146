import type { DocumentSummary, DocumentUploadFields } from '@carenest/core';
import type { Kysely } from 'kysely';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { MESSAGES, sniffDocumentType } from '@carenest/core';
import { findVisibleDocument, presentDocumentSummary } from './document-queries.ts';
import type { StoredUpload } from './storage/store-upload.ts';

/**
 * Records a stored upload in one short transaction (the file I/O is already done): the patient is checked
 * again (access may have ended while the file streamed), the row is inserted with its scan pending, and
 * UPLOAD_DOCUMENT goes to the audit log. The facility is the patient's, the uploader the session's user.
 */
export function insertDocument(
  db: Kysely<Database>,
  context: AuditContext & { ipAddress: string },
  actor: Actor,
  upload: { fields: DocumentUploadFields; fileName: string; stored: StoredUpload },
): Promise<DocumentSummary> {
  const { fields, fileName, stored } = upload;
  return db.transaction().execute(async (trx) => {
    const patient = await findVisiblePatient(trx, actor, fields.patientId);
    if (!patient) throw notFound(MESSAGES.patientNotFound);
    await trx
      .insertInto('patient_documents')
      .values({
        id: stored.documentId,
        patient_id: patient.id,
        facility_id: patient.facilityId,
        uploaded_by: actor.userId,
        uploaded_from_ip: context.ipAddress,
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
    await appendAudit(trx, context, {
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
    const row = await findVisibleDocument(trx, actor, stored.documentId);
    return presentDocumentSummary(row!);
  });
}
