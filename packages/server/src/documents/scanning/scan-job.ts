import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { DocumentStorage } from '../storage/document-storage.ts';
import { scanDocument, type DocumentScannedHook } from './scan-document.ts';

/**
 * What the documents' jobs need of the process: its document storage, and what other features do in the
 * transaction that records a scan's verdict (secure messages announce the threads carrying the document),
 * registered where the process is wired (`background-jobs.ts`), so documents import none of them.
 */
export interface DocumentJobServices {
  documents: DocumentStorage;
  onDocumentScanned: readonly DocumentScannedHook[];
}

/**
 * Scans one uploaded document, enqueued by the upload in its own transaction and keyed by the document, so each
 * upload is scanned once across every instance. A scanner that cannot answer fails the try: the document stays
 * pending (never served) and the scan is retried, backing off from 30 s, for about a day.
 */
export const scanDocumentJob = defineJob({
  name: 'documents.scan',
  payload: z.object({ documentId: z.uuid() }),
  retry: { limit: 12, delaySeconds: 30, isBackingOff: true },
  expireSeconds: 120,
  async handle({ documentId }, { db, services, audit }: JobContext<DocumentJobServices>) {
    await scanDocument(
      { db, storage: services.documents, audit, onScanned: services.onDocumentScanned },
      documentId,
    );
  },
});

/**
 * Every minute and whenever an instance starts, finds documents still pending with no scan queued or
 * under way (their scan gave up while the scanner was down, or they were left pending by an older version)
 * and queues a scan for each. A document is scanned only while pending, so a second scan changes nothing.
 */
export const rescanPendingDocumentsJob = defineJob({
  name: 'documents.rescan-pending',
  payload: z.object({}),
  schedule: { cron: '* * * * *', timeZone: 'UTC', payload: {} },
  isRunAtStart: true,
  async handle(_payload, { db }) {
    const forgotten = await db
      .selectFrom('patient_documents')
      .select('patient_documents.id')
      .where('scan_status', '=', 'pending')
      .where(({ not, exists }) =>
        not(
          exists(
            sql`(SELECT 1 FROM pgboss.job WHERE name = ${scanDocumentJob.name}
                AND data->>'documentId' = patient_documents.id::text AND state IN ('created', 'retry', 'active'))`,
          ),
        ),
      )
      .execute();
    for (const { id } of forgotten)
      await db.transaction().execute((trx) => enqueueJob(trx, scanDocumentJob, { documentId: id }));
  },
});

/** The documents' jobs, which the process runs (`background-jobs.ts`). */
export const DOCUMENT_JOBS = [scanDocumentJob, rescanPendingDocumentsJob] as const;
