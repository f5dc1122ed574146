import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_MAXIMUM_BYTES, DOCUMENT_SNIFF_BYTES, ERROR_CODES, MESSAGES } from '@carenest/core';
import { HttpError } from '../../lib/http-error.ts';
import type { BlobStore } from './blob-store.ts';
import { encryptSegments, newDocumentKey, wrapDataKey } from './document-cipher.ts';

/** What storing an upload learned about the plaintext, and how to read the blob again. */
export interface StoredUpload {
  documentId: string;
  storageKey: string;
  size: number;
  sha256: string;
  /** The first bytes of the file, which decide its type. */
  head: Buffer;
  wrappedKey: string;
  nonce: string;
}

/** 413 with the spec's sentence: the file passed 10 MB. */
export function documentTooLarge(): HttpError {
  return new HttpError(413, ERROR_CODES.payloadTooLarge, MESSAGES.documentTooLarge, {
    file: MESSAGES.documentTooLarge,
  });
}

/** A stream that can say it was cut short at a size limit (busboy's file stream). */
interface LimitedSource extends AsyncIterable<Uint8Array> {
  truncated?: boolean;
}

/**
 * Passes the plaintext through while counting it, hashing it and keeping its first 64 KiB. It stops with
 * 413 as soon as the 10 MB limit is passed (or the parser reports that it cut the file there), before
 * the extra bytes reach the cipher.
 */
async function* inspectPlaintext(
  source: LimitedSource,
  facts: { size: number; head: Buffer[]; headLength: number; hash: ReturnType<typeof createHash> },
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    facts.size += chunk.length;
    if (facts.size > DOCUMENT_MAXIMUM_BYTES) throw documentTooLarge();
    if (facts.headLength < DOCUMENT_SNIFF_BYTES) {
      const part = Buffer.from(chunk.subarray(0, DOCUMENT_SNIFF_BYTES - facts.headLength));
      facts.head.push(part);
      facts.headLength += part.length;
    }
    facts.hash.update(chunk);
    yield chunk;
  }
  if (source.truncated) throw documentTooLarge();
}

/**
 * Streams one uploaded file into the blob store, encrypted under a fresh data key that the master key
 * wraps: the plaintext is never held whole in memory, the blob appears only once complete, and a file
 * over 10 MB or of zero bytes leaves nothing behind.
 */
export async function storeUpload(
  store: BlobStore,
  masterKey: Buffer,
  source: LimitedSource,
): Promise<StoredUpload> {
  const documentId = randomUUID();
  const key = newDocumentKey();
  const facts = { size: 0, head: [] as Buffer[], headLength: 0, hash: createHash('sha256') };
  await store.put(documentId, encryptSegments(inspectPlaintext(source, facts), key));
  if (facts.size === 0) {
    await store.delete(documentId);
    throw new HttpError(400, ERROR_CODES.validation, MESSAGES.documentEmpty, {
      file: MESSAGES.documentEmpty,
    });
  }
  return {
    documentId,
    storageKey: documentId,
    size: facts.size,
    sha256: facts.hash.digest('hex'),
    head: Buffer.concat(facts.head),
    wrappedKey: wrapDataKey(masterKey, key.dataKey, documentId),
    nonce: key.nonce.toString('base64'),
  };
}
