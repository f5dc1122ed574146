import type { BlobStore } from './storage/blob-store.ts';
import type { DocumentScanQueue } from './scanning/scan-queue.ts';

/** What the document routes work with: the blob store, the master key that wraps data keys, the scan queue. */
export interface DocumentServices {
  store: BlobStore;
  masterKey: Buffer;
  scanQueue: DocumentScanQueue;
}
