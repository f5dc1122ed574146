import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_CSV_COLUMNS,
  canReadDocuments,
  documentListQuerySchema,
  errorResponseSchema,
  safeFileName,
  toCsv,
  type DocumentListQuery,
  type DocumentSummary,
} from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { requireActor } from '../shared/actor.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../lib/http-error.ts';
import { listDocuments } from './document-queries.ts';

/** The most rows one export carries. */
const EXPORT_LIMIT = 10_000;

/** One CSV row in the spec's column order (File Size in KB with one decimal). */
export function documentCsvRow(document: DocumentSummary): unknown[] {
  return [
    document.id,
    document.patientId,
    document.fileName,
    DOCUMENT_CATEGORY_LABELS[document.category],
    document.uploadedBy,
    document.uploadedAt,
    (document.fileSize / 1024).toFixed(1),
    document.isEncrypted ? 'Yes' : 'No',
    document.virusScanStatus,
    document.accessCount,
  ];
}

/**
 * GET /api/documents/export.csv: the filtered document list as CSV with the spec's columns, cells that
 * could start a spreadsheet formula neutralised, named documents-YYYY-MM-DD.csv by the server, and
 * EXPORT_DOCUMENT_LIST (format, record count) in the audit log.
 */
export function registerExportRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Querystring: DocumentListQuery }>(
    API_PATHS.documentsCsv,
    {
      schema: {
        tags: ['documents'],
        querystring: documentListQuerySchema,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canReadDocuments(actor.role)) throw forbidden();
      const { items } = await db.transaction().execute(async (trx) => {
        const answer = await listDocuments(trx, actor, request.query, EXPORT_LIMIT);
        await appendAudit(trx, auditContextOf(request), {
          action: 'EXPORT_DOCUMENT_LIST',
          resourceType: 'DOCUMENT',
          newValues: { format: 'csv', recordCount: answer.items.length },
        });
        return answer;
      });
      const fileName = safeFileName(`documents-${new Date().toISOString().slice(0, 10)}.csv`);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(toCsv(DOCUMENT_CSV_COLUMNS, items.map(documentCsvRow)));
    },
  );
}
