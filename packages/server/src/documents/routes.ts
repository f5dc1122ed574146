import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  DOCUMENT_MAXIMUM_BYTES,
  MESSAGES,
  canReadDocuments,
  documentDetailResponseSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPrintSheetSchema,
} from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { requireActor } from '../shared/actor.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { findVisibleDocument, listDocuments, presentDocumentSummary } from './document-queries.ts';
import type { DocumentServices } from './document-services.ts';
import { registerDownloadRoute } from './download-route.ts';
import { registerExportRoute } from './export-route.ts';
import { loadAccessHistory, recordDocumentAccess } from './record-document-access.ts';
import { createDocumentScanQueue } from './scanning/scan-queue.ts';
import { createVirusScanner } from './scanning/virus-scanner.ts';
import { createFileBlobStore } from './storage/blob-store.ts';
import { registerUploadRoute } from './upload-route.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** Where documents are kept and how they are scanned. */
export interface DocumentRouteOptions {
  db: Kysely<Database>;
  /** The master key that wraps each document's data key (Secrets.encryptionKey). */
  masterKey: Buffer;
  /** The blob directory (DATA_DIR/documents); without one, a temporary directory removed on close. */
  storageDirectory?: string;
  /** CLAMD_SOCKET: scan with the ClamAV daemon there instead of the built-in EICAR scanner. */
  clamdSocket?: string;
}

/**
 * Patient documents: list with stats, detail with access history, download, print sheet, CSV export and
 * upload. Multipart parsing is registered here only (limits: one file of at most 10 MB, a few short
 * fields). The scan queue picks up documents left pending when the server starts and stops on close.
 */
export async function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions): Promise<void> {
  const { db, masterKey } = options;
  const temporaryDirectory = options.storageDirectory
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'carenest-documents-'));
  const store = createFileBlobStore(options.storageDirectory ?? temporaryDirectory!);
  const scanner = createVirusScanner(options.clamdSocket);
  const scanQueue = createDocumentScanQueue({ db, store, masterKey, scanner }, app.log);
  const services: DocumentServices = { store, masterKey, scanQueue };
  app.addHook('onReady', () => scanQueue.resume());
  app.addHook('onClose', async () => {
    await scanQueue.stop();
    if (temporaryDirectory) await rm(temporaryDirectory, { recursive: true, force: true });
  });
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

  routes.get(
    API_PATHS.documents,
    {
      schema: {
        tags: ['documents'],
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canReadDocuments(actor.role)) throw forbidden();
      return db.transaction().execute(async (trx) => {
        const answer = await listDocuments(trx, actor, request.query);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_DOCUMENT_LIST',
          resourceType: 'DOCUMENT',
          resourceId: request.query.patientId ?? null,
          newValues: { count: answer.items.length },
        });
        return answer;
      });
    },
  );

  routes.get(
    '/api/documents/:documentId',
    {
      schema: {
        tags: ['documents'],
        params: documentIdParamsSchema,
        response: { 200: documentDetailResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canReadDocuments(actor.role)) throw forbidden();
      return db.transaction().execute(async (trx) => {
        const document = await findVisibleDocument(trx, actor, request.params.documentId);
        if (!document) throw notFound(MESSAGES.documentNotFound);
        await recordDocumentAccess(trx, auditContextOf(request), actor, document, 'view');
        const accessLog = await loadAccessHistory(trx, document.id);
        const summary = presentDocumentSummary(document);
        return {
          document: { ...summary, accessCount: summary.accessCount + 1, sha256: document.sha256, accessLog },
        };
      });
    },
  );

  routes.post(
    '/api/documents/:documentId/print',
    {
      schema: {
        tags: ['documents'],
        params: documentIdParamsSchema,
        response: { 200: documentPrintSheetSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canReadDocuments(actor.role)) throw forbidden();
      const printedAt = new Date();
      return db.transaction().execute(async (trx) => {
        const document = await findVisibleDocument(trx, actor, request.params.documentId);
        if (!document) throw notFound(MESSAGES.documentNotFound);
        await recordDocumentAccess(trx, auditContextOf(request), actor, document, 'print');
        const printer = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', actor.userId)
          .executeTakeFirstOrThrow();
        const summary = presentDocumentSummary(document);
        return {
          document: {
            ...summary,
            accessCount: summary.accessCount + 1,
            sha256: document.sha256,
            medicalRecordNumber: document.medical_record_number,
          },
          printedAt: printedAt.toISOString(),
          printedBy: `${printer.first_name} ${printer.last_name}`,
        };
      });
    },
  );

  registerExportRoute(app, db);
  registerDownloadRoute(app, db, services);
  registerUploadRoute(app, db, services);
}
