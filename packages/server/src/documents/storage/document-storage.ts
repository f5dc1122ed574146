import type { S3Settings } from '../../config.ts';
import { createVirusScanner, type VirusScanner } from '../scanning/virus-scanner.ts';
import { createFileBlobStore, type BlobStore } from './blob-store.ts';
import { Readable } from 'node:stream';

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
 * The bucket's store, its module (and the AWS SDK, seconds of start-up on a busy machine) loaded with the first
 * blob read or written, so an instance on the local folder never loads it.
 */
function lazyS3Store(settings: S3Settings, fallback: BlobStore): BlobStore {
  let loading: Promise<BlobStore> | undefined;
  const store = () =>
    (loading ??= import('./s3-blob-store.ts').then(({ createS3BlobStore, createS3Client }) =>
      createS3BlobStore({ client: createS3Client(settings), bucket: settings.bucket, fallback }),
    ));
  async function* bytesOf(key: string): AsyncGenerator<Uint8Array> {
    yield* (await store()).get(key);
  }
  return {
    put: async (key, content) => (await store()).put(key, content),
    get: (key) => Readable.from(bytesOf(key), { objectMode: false }),
    delete: async (key) => (await store()).delete(key),
  };
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
    store: options.s3 ? lazyS3Store(options.s3, folder) : folder,
    masterKey: options.masterKey,
    scanner: createVirusScanner(options.clamdSocket),
    kind: options.s3 ? 's3' : 'folder',
  };
}
