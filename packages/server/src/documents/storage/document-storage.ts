import type { S3Settings } from '../../config.ts';
import { createVirusScanner, type VirusScanner } from '../scanning/virus-scanner.ts';
import { createFileBlobStore, type BlobStore } from './blob-store.ts';
import { createS3BlobStore, createS3Client } from './s3-blob-store.ts';

/**
 * Where encrypted document blobs live and how they are scanned: built once per process (main, or a test) and
 * shared by the upload and download routes and the scan job.
 */
export interface DocumentStorage {
  store: BlobStore;
  /** The master key that wraps each document's data key (Secrets.encryptionKey). */
  masterKey: Buffer;
  scanner: VirusScanner;
  /** Where the blobs are: 'folder' (DOCUMENTS_DIR) or 's3' (S3_BUCKET). */
  kind: 'folder' | 's3';
}

/**
 * The storage of a process: the bucket of `s3` when it is set (reading blobs not yet moved from `directory`),
 * else the folder `directory` (DOCUMENTS_DIR); scanning with clamd at `clamdSocket` or the built-in scanner.
 */
export function createDocumentStorage(options: {
  directory: string;
  s3?: S3Settings;
  masterKey: Buffer;
  clamdSocket?: string;
}): DocumentStorage {
  const folder = createFileBlobStore(options.directory);
  return {
    store: options.s3
      ? createS3BlobStore({ client: createS3Client(options.s3), bucket: options.s3.bucket, fallback: folder })
      : folder,
    masterKey: options.masterKey,
    scanner: createVirusScanner(options.clamdSocket),
    kind: options.s3 ? 's3' : 'folder',
  };
}
