import type { SendMail } from '../lib/mailer.ts';
import type { Secrets } from '../secrets.ts';
import type { BlobStore } from '../documents/storage/blob-store.ts';
import type { VirusScanner } from '../documents/scanning/virus-scanner.ts';

/** Where encrypted document blobs live and how they are scanned: shared by the upload route and the scan job. */
export interface DocumentStorage {
  store: BlobStore;
  /** The master key that wraps each document's data key (Secrets.encryptionKey). */
  masterKey: Buffer;
  scanner: VirusScanner;
}

/** The process's services a job may need, built once in main (or a test) and handed to the runner. */
export interface JobServices {
  secrets: Secrets;
  documents: DocumentStorage;
  sendMail?: SendMail;
}
