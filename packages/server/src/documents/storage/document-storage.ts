import { createVirusScanner, type VirusScanner } from '../scanning/virus-scanner.ts';
import { createFileBlobStore, type BlobStore } from './blob-store.ts';

/**
 * Where encrypted document blobs live and how they are scanned: built once per process (main, or a test) and
 * shared by the upload and download routes and the scan job.
 */
export interface DocumentStorage {
  store: BlobStore;
  /** The master key that wraps each document's data key (Secrets.encryptionKey). */
  masterKey: Buffer;
  scanner: VirusScanner;
}

/** The storage in `directory` (DOCUMENTS_DIR), scanning with clamd at `clamdSocket` or the built-in scanner. */
export function createDocumentStorage(options: {
  directory: string;
  masterKey: Buffer;
  clamdSocket?: string;
}): DocumentStorage {
  return {
    store: createFileBlobStore(options.directory),
    masterKey: options.masterKey,
    scanner: createVirusScanner(options.clamdSocket),
  };
}
