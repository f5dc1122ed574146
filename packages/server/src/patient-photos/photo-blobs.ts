import { Readable } from 'node:stream';
import { readDocumentPlaintext, storeUpload, type DocumentStorage } from '../documents/index.ts';
import type { PatientPhotoRow } from './photo-records.ts';
import type { CleanPhoto } from './photo-image.ts';

/** What a stored photo's row needs: its id (the blob's key and the cipher's binding), size and key material. */
export interface StoredPhoto {
  id: string;
  contentType: CleanPhoto['contentType'];
  size: number;
  wrappedKey: string;
  nonce: string;
}

/**
 * Stores a re-encoded photo through the documents' encrypted blob store (ARCHITECTURE.md, "Operations"):
 * encrypted under a fresh data key before the store sees a byte, the same on the folder or S3.
 */
export async function storePhotoBlob(
  storage: Pick<DocumentStorage, 'store' | 'masterKey'>,
  photo: CleanPhoto,
): Promise<StoredPhoto> {
  const stored = await storeUpload(storage.store, storage.masterKey, Readable.from([photo.content]));
  return {
    id: stored.documentId,
    contentType: photo.contentType,
    size: stored.size,
    wrappedKey: stored.wrappedKey,
    nonce: stored.nonce,
  };
}

/** A stored photo's bytes, decrypted and authenticated segment by segment (a changed blob throws). */
export async function readPhotoBlob(storage: DocumentStorage, row: PatientPhotoRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const plaintext = readDocumentPlaintext(storage.store, storage.masterKey, {
    id: row.id,
    storage_key: row.storage_key,
    wrapped_key: row.wrapped_key,
    content_nonce: row.content_nonce,
  });
  for await (const chunk of plaintext) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Removes blobs a committed change left behind (a replaced, removed or rejected photo). */
export async function deletePhotoBlobs(
  storage: DocumentStorage,
  storageKeys: readonly string[],
): Promise<void> {
  for (const key of storageKeys) await storage.store.delete(key);
}
