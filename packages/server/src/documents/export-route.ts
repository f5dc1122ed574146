import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_CSV_COLUMNS,
  documentFilterSchema,
  documentPolicy,
  errorResponseSchema,
  safeFileName,
  toCsv,
  type DocumentFilter,
  type DocumentSummary,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadDocuments, presentDocumentSummary } from './document-queries.ts';

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
  app.get<{ Querystring: DocumentFilter }>(
    API_PATHS.documentsCsv,
    {
      config: auditedRead('EXPORT_DOCUMENT_LIST', 'DOCUMENT'),
      schema: {
        tags: ['documents'],
        querystring: documentFilterSchema,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const items = await readAudited(db, request, async ({ trx, actor }) => {
        authorize(documentPolicy.canExportList(actor));
        const rows = await loadDocuments(trx, actor, request.query, { limit: EXPORT_LIMIT, offset: 0 });
        return {
          answer: rows.map(presentDocumentSummary),
          details: { format: 'csv', recordCount: rows.length },
        };
      });
      const fileName = safeFileName(`documents-${new Date().toISOString().slice(0, 10)}.csv`);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(toCsv(DOCUMENT_CSV_COLUMNS, items.map(documentCsvRow)));
    },
  );
}
