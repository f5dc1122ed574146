import type { FastifyBaseLogger } from 'fastify';
import { scanDocument, type ScanDependencies } from './scan-document.ts';

/** The in-process queue that scans uploaded documents one at a time. */
export interface DocumentScanQueue {
  /** Queues a document for scanning (once, however often it is asked). */
  enqueue(documentId: string): void;
  /** Queues every document still pending in the database (at start-up, so a restart strands none). */
  resume(): Promise<void>;
  /** Stops taking work and waits for the scan under way. */
  stop(): Promise<void>;
}

/** How long a document whose scan failed (scanner unreachable) waits before its next try. */
const RETRY_DELAY_MS = 30_000;

/**
 * Scans queued documents in the background, one after another so scanning never competes with requests
 * for more than one stream. A failed scan is logged and retried after 30 seconds; the document stays
 * pending (and is not served) meanwhile.
 */
export function createDocumentScanQueue(
  dependencies: ScanDependencies,
  log: FastifyBaseLogger,
): DocumentScanQueue {
  const waiting: string[] = [];
  const queued = new Set<string>();
  const retries = new Set<NodeJS.Timeout>();
  let running: Promise<void> | undefined;
  let isStopped = false;

  const scanNext = async (): Promise<void> => {
    while (!isStopped && waiting.length > 0) {
      const documentId = waiting.shift()!;
      queued.delete(documentId);
      try {
        await scanDocument(dependencies, documentId);
      } catch (error) {
        log.warn({ err: error, documentId }, 'virus scan failed; the document stays pending');
        const timer = setTimeout(() => {
          retries.delete(timer);
          enqueue(documentId);
        }, RETRY_DELAY_MS);
        timer.unref();
        retries.add(timer);
      }
    }
  };

  const enqueue = (documentId: string): void => {
    if (isStopped || queued.has(documentId)) return;
    queued.add(documentId);
    waiting.push(documentId);
    startWorker();
  };

  const startWorker = (): void => {
    if (running || isStopped || waiting.length === 0) return;
    running = scanNext().finally(() => {
      running = undefined;
      startWorker();
    });
  };

  return {
    enqueue,
    async resume() {
      const pending = await dependencies.db
        .selectFrom('patient_documents')
        .select('id')
        .where('scan_status', '=', 'pending')
        .orderBy('uploaded_at')
        .execute();
      for (const { id } of pending) enqueue(id);
    },
    async stop() {
      isStopped = true;
      for (const timer of retries) clearTimeout(timer);
      await running;
    },
  };
}
