import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DOCUMENT_MIME_TYPES,
  ERROR_CODES,
  MESSAGES,
  documentIdParamsSchema,
  documentPolicy,
  errorResponseSchema,
  safeFileName,
  type DocumentScanStatus,
} from '@carenest/core';
import type { AuditContext } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { readAudited } from '../shared/request-scope.ts';
import { findVisibleDocument, type VisibleDocumentRow } from './document-queries.ts';
import type { DocumentStorage } from './storage/document-storage.ts';
import { DOCUMENT_ACCESS_AUDIT_ACTIONS, recordDocumentAccess } from './record-document-access.ts';
import { readDocumentPlaintext } from './storage/read-document.ts';

/**
 * The refusal for a document whose content the policy keeps closed: 409 while its scan is pending, 423 once
 * quarantined (and 403 should the policy ever close a clean one).
 */
function notServable(status: DocumentScanStatus): HttpError {
  switch (status) {
    case 'pending':
      return new HttpError(409, ERROR_CODES.scanPending, MESSAGES.documentScanPending);
    case 'infected':
      return new HttpError(423, ERROR_CODES.quarantined, MESSAGES.documentQuarantined);
    case 'clean':
      return forbidden();
  }
}

/**
 * Content-Disposition chosen by the server: an ASCII fallback name without path, quote or control
 * characters, and the UTF-8 name percent-encoded (RFC 6266 / 5987).
 */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${safeFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored blob failed authentication while it was being served: someone changed the file at rest. Raised as
 * a critical security event (and so a system alert) for the document's facility.
 */
async function reportTamperedBlob(
  db: Kysely<Database>,
  context: AuditContext,
  document: { id: string; patient_id: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { facility_id } = await trx
      .selectFrom('patient_documents')
      .select('facility_id')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    await recordSecurityEvent(trx, {
      type: 'suspicious_activity',
      severity: 'critical',
      userId: context.userId,
      facilityId: facility_id,
      ipAddress: context.ipAddress ?? 'unknown',
      userAgent: context.userAgent,
      details: {
        reason: 'Stored document failed its integrity check',
        documentId: document.id,
        patientId: document.patient_id,
      },
      alertTitle: 'Stored document failed its integrity check',
    });
  });
}

/**
 * GET /api/documents/:documentId/download: only a clean document is served (a pending or quarantined one
 * is refused and the refusal audited). The access is written to the history and DOWNLOAD_DOCUMENT to the
 * audit log before the first byte; the plaintext is decrypted as it streams, each segment authenticated
 * first, so a tampered blob aborts the response instead of delivering altered bytes.
 */
export function registerDownloadRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  services: DocumentStorage,
): void {
  app.get<{ Params: { documentId: string } }>(
    '/api/documents/:documentId/download',
    {
      config: auditedRead(DOCUMENT_ACCESS_AUDIT_ACTIONS.download, 'DOCUMENT', { param: 'documentId' }),
      schema: {
        tags: ['documents'],
        params: documentIdParamsSchema,
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          423: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { documentId } = request.params;
      const document = await readAudited<VisibleDocumentRow>(db, request, async (scope) => {
        const found = await findVisibleDocument(scope.trx, scope.actor, documentId);
        if (!found) throw notFound(MESSAGES.documentNotFound);
        authorize(documentPolicy.canRead(scope.actor));
        if (!documentPolicy.canOpenContent(scope.actor, { scanStatus: found.scan_status }))
          throw notServable(found.scan_status);
        await recordDocumentAccess({ ...scope, document: found, action: 'download' });
        return { answer: found, details: { patientId: found.patient_id, fileName: found.file_name } };
      });
      const context = auditContextOf(request);
      const plaintext = Readable.from(readDocumentPlaintext(services.store, services.masterKey, document), {
        objectMode: false,
      });
      plaintext.once('error', (error) => {
        request.log.error({ err: error, documentId: document.id }, 'document download aborted');
        void reportTamperedBlob(db, context, document).catch((failure: unknown) =>
          request.log.error({ err: failure, documentId: document.id }, 'tampered-blob event not recorded'),
        );
      });
      return reply
        .header('Content-Type', DOCUMENT_MIME_TYPES[document.file_type])
        .header('Content-Length', String(document.file_size))
        .header('Content-Disposition', attachmentDisposition(document.file_name))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(plaintext);
    },
  );
}
