import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where encrypted document blobs live: the file system store below by default, S3-compatible object storage
 * when configured (`s3-blob-store.ts`). Both only ever see ciphertext. Keys are opaque ids chosen by the
 * server, never by a client. Everything that reads or writes documents (routes, scan job, seed, backup) goes
 * through this interface, so it works the same on either store.
 */
export interface BlobStore {
  /** Writes a blob from a stream; the blob exists under `key` only once every byte is written. */
  put(key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** A stream of a stored blob's bytes. */
  get(key: string): Readable;
  /** Removes a blob; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** A key the store accepts: lowercase letters, digits and dashes (the server uses UUIDs). */
const SAFE_KEY = /^[a-z0-9-]{8,64}$/;

/** `key`, after refusing any key that could leave a directory or name another object. */
export function checkedBlobKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
  return key;
}

/** The blob's path in `directory`. */
function blobPath(directory: string, key: string): string {
  return path.join(directory, checkedBlobKey(key));
}

/** Whether a file name in a store's directory is a blob (not a temporary file of an upload under way). */
export function isBlobFileName(name: string): boolean {
  return SAFE_KEY.test(name);
}

/**
 * Blobs as files of one directory (DATA_DIR/documents by default), mode 0600. A put streams into a
 * temporary file beside the target and renames it into place, so a crash or a refused upload never
 * leaves a partial blob under a real key; the temporary file is removed on any failure. The directory is made
 * with the first put, so a store only read from (the folder S3 storage falls back to) leaves no trace.
 */
export function createFileBlobStore(directory: string): BlobStore {
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, content) {
      const target = blobPath(directory, key);
      await (ready ??= mkdir(directory, { recursive: true, mode: 0o700 }));
      const temporary = path.join(directory, `.upload-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(content, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get(key) {
      return createReadStream(blobPath(directory, key), { highWaterMark: 256 * 1024 });
    },
    async delete(key) {
      await rm(blobPath(directory, key), { force: true });
    },
  };
}
