import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Plaintext bytes per sealed segment. */
export const SEGMENT_SIZE = 64 * 1024;
const TAG_LENGTH = 16;
const NONCE_LENGTH = 12;
const KEY_LENGTH = 32;

/** What a stored document needs to be read again: its wrapped data key and its base nonce. */
export interface DocumentKeyMaterial {
  dataKey: Buffer;
  nonce: Buffer;
}

/** A fresh random 256-bit data key and 96-bit base nonce for one document. */
export function newDocumentKey(): DocumentKeyMaterial {
  return { dataKey: randomBytes(KEY_LENGTH), nonce: randomBytes(NONCE_LENGTH) };
}

/**
 * Wraps a document's data key with the master key (AES-256-GCM), bound to the document's id as associated
 * data so a wrapped key cannot be moved to another row. Base64 of nonce || ciphertext || tag.
 */
export function wrapDataKey(masterKey: Buffer, dataKey: Buffer, documentId: string): string {
  const nonce = randomBytes(NONCE_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', masterKey, nonce);
  cipher.setAAD(Buffer.from(documentId));
  const sealed = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64');
}

/** The data key of a wrapped key; throws when the master key, the id or the bytes do not match. */
export function unwrapDataKey(masterKey: Buffer, wrapped: string, documentId: string): Buffer {
  const bytes = Buffer.from(wrapped, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, NONCE_LENGTH));
  decipher.setAAD(Buffer.from(documentId));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_LENGTH));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_LENGTH, bytes.length - TAG_LENGTH)),
    decipher.final(),
  ]);
}

/** A chunk as a Buffer, without copying. */
function asBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The nonce of segment `index`: the base nonce with the index XORed into its last four bytes. */
function segmentNonce(base: Buffer, index: number): Buffer {
  const nonce = Buffer.from(base);
  nonce.writeUInt32BE((nonce.readUInt32BE(NONCE_LENGTH - 4) ^ index) >>> 0, NONCE_LENGTH - 4);
  return nonce;
}

/** Associated data of a segment: whether it is the last one (so a truncated blob fails to open). */
function finalFlag(isFinal: boolean): Buffer {
  return Buffer.of(isFinal ? 1 : 0);
}

/** One segment sealed: ciphertext || 16-byte tag. */
function sealSegment(key: DocumentKeyMaterial, index: number, plain: Buffer, isFinal: boolean): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key.dataKey, segmentNonce(key.nonce, index));
  cipher.setAAD(finalFlag(isFinal));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** A stored blob that fails authentication: altered, truncated, reordered or under another key. */
export class BlobIntegrityError extends Error {
  constructor(segment: number) {
    super(`document blob failed authentication at segment ${segment}`);
    this.name = 'BlobIntegrityError';
  }
}

/** One segment opened; throws BlobIntegrityError (before returning any byte) when its tag does not verify. */
function openSegment(key: DocumentKeyMaterial, index: number, sealed: Buffer, isFinal: boolean): Buffer {
  if (sealed.length <= TAG_LENGTH) throw new BlobIntegrityError(index);
  const decipher = createDecipheriv('aes-256-gcm', key.dataKey, segmentNonce(key.nonce, index));
  decipher.setAAD(finalFlag(isFinal));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new BlobIntegrityError(index);
  }
}

/**
 * Encrypts a stream with AES-256-GCM in 64 KiB segments (the STREAM construction): each segment has its
 * own tag, its index in the nonce (no reordering) and a last-segment flag (no truncation or appending).
 * The last segment is held back until the input ends, so it always carries at least one byte.
 */
export async function* encryptSegments(
  source: AsyncIterable<Uint8Array>,
  key: DocumentKeyMaterial,
): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : asBuffer(chunk);
    while (pending.length > SEGMENT_SIZE) {
      yield sealSegment(key, index, pending.subarray(0, SEGMENT_SIZE), false);
      index += 1;
      pending = pending.subarray(SEGMENT_SIZE);
    }
  }
  yield sealSegment(key, index, pending, true);
}

/**
 * Decrypts what encryptSegments wrote. Every segment is authenticated before its plaintext is yielded, so
 * a tampered, reordered or truncated blob throws without any of its unverified bytes leaving.
 */
export async function* decryptSegments(
  source: AsyncIterable<Uint8Array>,
  key: DocumentKeyMaterial,
): AsyncGenerator<Buffer> {
  const frameSize = SEGMENT_SIZE + TAG_LENGTH;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : asBuffer(chunk);
    while (pending.length > frameSize) {
      yield openSegment(key, index, pending.subarray(0, frameSize), false);
      index += 1;
      pending = pending.subarray(frameSize);
    }
  }
  yield openSegment(key, index, pending, true);
}
