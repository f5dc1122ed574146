import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  DOCUMENT_MAXIMUM_BYTES,
  MESSAGES,
  documentDetailResponseSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPolicy,
  documentPrintSheetSchema,
  type DocumentAccessAction,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { authorize } from '../shared/actor.ts';
import { pageOf, pageWindow } from '../shared/pagination.ts';
import { readAudited, type CommandScope, type ReadOutcome } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadUserNames } from '../shared/user-names.ts';
import {
  countDocuments,
  findVisibleDocument,
  loadDocuments,
  presentDocumentSummary,
  type VisibleDocumentRow,
} from './document-queries.ts';
import { registerDownloadRoute } from './download-route.ts';
import { registerExportRoute } from './export-route.ts';
import {
  DOCUMENT_ACCESS_AUDIT_ACTIONS,
  loadAccessHistory,
  recordDocumentAccess,
} from './record-document-access.ts';
import type { DocumentStorage } from './storage/document-storage.ts';
import { registerUploadRoute } from './upload-route.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** The database and where documents are kept. */
export interface DocumentRouteOptions {
  db: Kysely<Database>;
  storage: DocumentStorage;
}

/**
 * Patient documents: list with stats, detail with access history, download, print sheet, CSV export and
 * upload. Multipart parsing is registered here only (limits: one file of at most 10 MB, a few short
 * fields). Uploads queue their virus scan as a job (documents.scan); the job runner scans them.
 */
export async function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, {
    limits: {
      fileSize: DOCUMENT_MAXIMUM_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 256,
      parts: 6,
      headerPairs: 20,
    },
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A look at one document the actor may see (a view or a print): the access goes to its history and,
   * through readAudited, to the audit log with `action`'s audit action; `present` builds the answer.
   */
  const openDocument = <T>(
    request: FastifyRequest,
    documentId: string,
    action: DocumentAccessAction,
    present: (scope: CommandScope, document: VisibleDocumentRow) => Promise<T>,
  ) =>
    readAudited(db, request, async (scope): Promise<ReadOutcome<T>> => {
      const document = await findVisibleDocument(scope.trx, scope.actor, documentId);
      if (!document) throw notFound(MESSAGES.documentNotFound);
      authorize(documentPolicy.canRead(scope.actor));
      await recordDocumentAccess({ ...scope, document, action });
      const answer = await present(scope, document);
      return { answer, details: { patientId: document.patient_id, fileName: document.file_name } };
    });

  routes.get(
    API_PATHS.documents,
    {
      config: auditedRead('VIEW_DOCUMENT_LIST', 'DOCUMENT', { query: 'patientId' }),
      schema: {
        tags: ['documents'],
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { page, pageSize, ...filter } = request.query;
      return readAudited(db, request, async ({ trx, actor }) => {
        authorize(documentPolicy.canRead(actor));
        const rows = await loadDocuments(trx, actor, filter, pageWindow({ page, pageSize }));
        const stats = await countDocuments(trx, actor, filter);
        const items = rows.map(presentDocumentSummary);
        const answer = { ...pageOf(items, stats.total, { page, pageSize }), stats };
        return { answer, details: { page, count: items.length } };
      });
    },
  );

  routes.get(
    '/api/documents/:documentId',
    {
      config: auditedRead(DOCUMENT_ACCESS_AUDIT_ACTIONS.view, 'DOCUMENT', { param: 'documentId' }),
      schema: {
        tags: ['documents'],
        params: documentIdParamsSchema,
        response: { 200: documentDetailResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      openDocument(request, request.params.documentId, 'view', async ({ trx }, document) => {
        const accessLog = await loadAccessHistory(trx, document.id);
        const summary = presentDocumentSummary(document);
        return {
          document: { ...summary, accessCount: summary.accessCount + 1, sha256: document.sha256, accessLog },
        };
      }),
  );

  routes.post(
    '/api/documents/:documentId/print',
    {
      config: auditedRead(DOCUMENT_ACCESS_AUDIT_ACTIONS.print, 'DOCUMENT', { param: 'documentId' }),
      schema: {
        tags: ['documents'],
        params: documentIdParamsSchema,
        response: { 200: documentPrintSheetSchema, ...REFUSALS },
      },
    },
    (request) =>
      openDocument(request, request.params.documentId, 'print', async ({ trx, actor, now }, document) => {
        const names = await loadUserNames(trx, [actor.userId]);
        const summary = presentDocumentSummary(document);
        return {
          document: {
            ...summary,
            accessCount: summary.accessCount + 1,
            sha256: document.sha256,
            medicalRecordNumber: document.medical_record_number,
          },
          printedAt: now.toISOString(),
          printedBy: names.get(actor.userId) ?? 'Unknown user',
        };
      }),
  );

  registerExportRoute(app, db);
  registerDownloadRoute(app, db, storage);
  registerUploadRoute(app, db, storage);
}
