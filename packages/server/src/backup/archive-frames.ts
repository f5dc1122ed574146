import { ArchiveError } from './archive-cipher.ts';

/**
 * One record of an archive's plaintext: a JSON header saying what it is and a body of bytes. On disk (before
 * gzip and encryption): `[u32 header length][header JSON][u32 body length][body]`.
 */
export interface Frame {
  header: FrameHeader;
  body: Buffer;
}

/** What a frame holds, in the order an archive carries them (ARCHITECTURE.md, "Operations"). */
export type FrameHeader =
  | { type: 'manifest'; format: 1; createdAt: string; migrations: string[]; source: 'pglite' | 'postgresql' }
  | { type: 'secrets' }
  | { type: 'rows'; schema: 'public' | 'pgboss'; table: string; columns: string[] }
  | { type: 'sequences' }
  | { type: 'document'; key: string }
  | { type: 'document-end'; key: string }
  | { type: 'end'; tables: number; rows: number; documents: number };

/** The bytes of one frame. */
export function encodeFrame(header: FrameHeader, body: Buffer = Buffer.alloc(0)): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header));
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32BE(headerBytes.length);
  const bodyLength = Buffer.alloc(4);
  bodyLength.writeUInt32BE(body.length);
  return Buffer.concat([headerLength, headerBytes, bodyLength, body]);
}

/** Reads frames one at a time from a byte stream (the decrypted, unzipped archive). */
export class FrameReader {
  readonly #source: AsyncIterator<Buffer>;
  #buffered: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** The next frame, or undefined at the end of the stream (an archive's last frame is `end`). */
  async next(): Promise<Frame | undefined> {
    const headerLength = await this.#read(4);
    if (!headerLength) return undefined;
    const headerBytes = await this.#required(headerLength.readUInt32BE(0));
    const bodyLength = await this.#required(4);
    const body = await this.#required(bodyLength.readUInt32BE(0));
    return { header: JSON.parse(headerBytes.toString('utf8')) as FrameHeader, body };
  }

  /** The next frame, which must be there and of `type`. */
  async expect<Type extends FrameHeader['type']>(
    type: Type,
  ): Promise<{ header: Extract<FrameHeader, { type: Type }>; body: Buffer }> {
    const frame = await this.next();
    if (frame?.header.type !== type)
      throw new ArchiveError(`The archive is not laid out as expected (wanted ${type}).`);
    return frame as { header: Extract<FrameHeader, { type: Type }>; body: Buffer };
  }

  /** `length` bytes, failing when the stream ends first. */
  async #required(length: number): Promise<Buffer> {
    const bytes = await this.#read(length);
    if (!bytes) throw new ArchiveError('The archive is cut short.');
    return bytes;
  }

  /** `length` bytes, or undefined when the stream ended before any of them. */
  async #read(length: number): Promise<Buffer | undefined> {
    while (this.#buffered.length < length) {
      const next = await this.#source.next();
      if (next.done) {
        if (this.#buffered.length === 0) return undefined;
        throw new ArchiveError('The archive is cut short.');
      }
      this.#buffered = this.#buffered.length ? Buffer.concat([this.#buffered, next.value]) : next.value;
    }
    const bytes = this.#buffered.subarray(0, length);
    this.#buffered = this.#buffered.subarray(length);
    return bytes;
  }
}
