import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BlobIntegrityError,
  SEGMENT_SIZE,
  decryptSegments,
  encryptSegments,
  newDocumentKey,
  unwrapDataKey,
  wrapDataKey,
} from './document-cipher.ts';

/** Yields a buffer in chunks of `size`. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** Collects a stream into one buffer. */
async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

const FRAME = SEGMENT_SIZE + 16;

describe('segmented AES-256-GCM document encryption', () => {
  it('round-trips any size, however the input is chunked, with 16 bytes of overhead per segment', async () => {
    for (const size of [1, 100, SEGMENT_SIZE - 1, SEGMENT_SIZE, SEGMENT_SIZE + 1, 3 * SEGMENT_SIZE + 17]) {
      const plain = randomBytes(size);
      const key = newDocumentKey();
      const sealed = await collect(encryptSegments(chunked(plain, 10_000), key));
      expect(sealed.length).toBe(size + 16 * Math.ceil(size / SEGMENT_SIZE));
      expect((await collect(decryptSegments(chunked(sealed, 7_000), key))).equals(plain), `${size}`).toBe(
        true,
      );
    }
  });

  it('refuses a flipped bit, a truncated blob, swapped segments, an appended segment and another key', async () => {
    const plain = randomBytes(3 * SEGMENT_SIZE + 5);
    const key = newDocumentKey();
    const sealed = await collect(encryptSegments(chunked(plain, SEGMENT_SIZE), key));
    const flipped = Buffer.from(sealed);
    flipped[FRAME + 10]! ^= 1;
    const truncated = sealed.subarray(0, 2 * FRAME);
    const swapped = Buffer.concat([
      sealed.subarray(FRAME, 2 * FRAME),
      sealed.subarray(0, FRAME),
      sealed.subarray(2 * FRAME),
    ]);
    const appended = Buffer.concat([sealed, sealed.subarray(0, FRAME)]);
    for (const [name, blob, blobKey] of [
      ['flipped', flipped, key],
      ['truncated', truncated, key],
      ['swapped', swapped, key],
      ['appended', appended, key],
      ['other key', sealed, newDocumentKey()],
    ] as const) {
      await expect(collect(decryptSegments(chunked(blob, 50_000), blobKey)), name).rejects.toBeInstanceOf(
        BlobIntegrityError,
      );
    }
  });

  it('yields nothing of a segment that fails: the segments before it only', async () => {
    const plain = randomBytes(3 * SEGMENT_SIZE);
    const key = newDocumentKey();
    const sealed = await collect(encryptSegments(chunked(plain, SEGMENT_SIZE), key));
    sealed[FRAME + 1]! ^= 1;
    const delivered: Buffer[] = [];
    await expect(
      (async () => {
        for await (const part of decryptSegments(chunked(sealed, FRAME), key)) delivered.push(part);
      })(),
    ).rejects.toBeInstanceOf(BlobIntegrityError);
    expect(Buffer.concat(delivered).equals(plain.subarray(0, SEGMENT_SIZE))).toBe(true);
  });

  it('wraps the data key under the master key, bound to the document id', () => {
    const master = randomBytes(32);
    const { dataKey } = newDocumentKey();
    const wrapped = wrapDataKey(master, dataKey, 'doc-1');
    expect(unwrapDataKey(master, wrapped, 'doc-1').equals(dataKey)).toBe(true);
    expect(() => unwrapDataKey(master, wrapped, 'doc-2')).toThrow();
    expect(() => unwrapDataKey(randomBytes(32), wrapped, 'doc-1')).toThrow();
  });
});
