import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { scanDocument } from './scan-document.ts';

/**
 * Scans one uploaded document (enqueued by the upload in its own transaction, keyed by the document, so each
 * document is scanned once across every instance). A scanner that cannot answer fails the try: the document
 * stays pending (never served) and the scan is retried, backing off from 30 s, for about a day.
 */
export const scanDocumentJob = defineJob({
  name: 'documents.scan',
  payload: z.object({ documentId: z.uuid() }),
  retry: { limit: 12, delaySeconds: 30, isBackingOff: true },
  expireSeconds: 120,
  async handle({ documentId }, { db, services }) {
    await scanDocument({ db, ...services.documents }, documentId);
  },
});
