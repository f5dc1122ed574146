import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.ts';
import { decryptSegments, unwrapDataKey, type DocumentKeyMaterial } from './document-cipher.ts';

/** The stored columns that unlock one document. */
export interface StoredDocumentKey {
  id: string;
  wrapped_key: string;
  content_nonce: string;
}

/** The data key (unwrapped by the master key) and base nonce of a stored document. */
export function keyMaterialOf(masterKey: Buffer, row: StoredDocumentKey): DocumentKeyMaterial {
  return {
    dataKey: unwrapDataKey(masterKey, row.wrapped_key, row.id),
    nonce: Buffer.from(row.content_nonce, 'base64'),
  };
}

/** A stored document's plaintext as a stream, each segment authenticated before it is passed on. */
export function readDocumentPlaintext(
  store: BlobStore,
  masterKey: Buffer,
  row: StoredDocumentKey & { storage_key: string },
): AsyncGenerator<Buffer> {
  const blob: Readable = store.get(row.storage_key);
  return decryptSegments(blob, keyMaterialOf(masterKey, row));
}
