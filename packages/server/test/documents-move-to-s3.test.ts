import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readS3Settings } from '../src/config.ts';
import { createFileBlobStore } from '../src/documents/storage/blob-store.ts';
import { moveDocumentsToS3 } from '../src/documents/storage/move-to-s3.ts';
import { readDocumentPlaintext } from '../src/documents/storage/read-document.ts';
import { S3_DOCUMENT_PREFIX, createS3BlobStore } from '../src/documents/storage/s3-blob-store.ts';
import { storeUpload, type StoredUpload } from '../src/documents/storage/store-upload.ts';
import { startLocalS3, type LocalS3 } from './support/s3-server.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');

/** Collects a stream of bytes. */
async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/** A file's bytes as an upload's stream. */
async function* fileOf(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
}

describe('S3 settings from the environment', () => {
  it('is off without S3_BUCKET, and defaults the region and path style', () => {
    expect(readS3Settings({})).toBeUndefined();
    expect(readS3Settings({ S3_BUCKET: 'docs' })).toEqual({
      bucket: 'docs',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      isPathStyle: false,
    });
  });

  it('refuses to start on an endpoint that is not an http(s) address or on half a key pair', () => {
    expect(() => readS3Settings({ S3_BUCKET: 'docs', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => readS3Settings({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'key' })).toThrow(/together/);
  });
});

describe('moving the documents folder into a bucket (npm run documents:move-to-s3)', () => {
  let s3: LocalS3;
  let dataDirectory: string;
  let folder: string;
  const masterKey = randomBytes(32);
  const originals = new Map<string, { plaintext: Buffer; stored: StoredUpload; ciphertext: Buffer }>();

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'carenest-move-'));
    folder = path.join(dataDirectory, 'documents');
    const store = createFileBlobStore(folder);
    for (const size of [10, 70_000, 300_000, 1_000, 5]) {
      const plaintext = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
      const stored = await storeUpload(store, masterKey, fileOf(plaintext));
      const ciphertext = await readFile(path.join(folder, stored.storageKey));
      originals.set(stored.storageKey, { plaintext, stored, ciphertext });
    }
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('serves a blob not yet moved from the folder while the server runs on the bucket', async () => {
    const store = createS3BlobStore({
      client: s3.client,
      bucket: s3.settings.bucket,
      fallback: createFileBlobStore(folder),
    });
    const [key, original] = [...originals][0]!;
    const row = { id: key, storage_key: key, wrapped_key: original.stored.wrappedKey };
    const plaintext = await collect(
      readDocumentPlaintext(store, masterKey, { ...row, content_nonce: original.stored.nonce }),
    );
    expect(plaintext.equals(original.plaintext)).toBe(true);
    const missing = createS3BlobStore({ client: s3.client, bucket: s3.settings.bucket });
    await expect(collect(missing.get(key))).rejects.toThrow();
  });

  it('stops part way without losing anything, and a second run finishes the move', async () => {
    let calls = 0;
    await expect(
      moveDocumentsToS3({
        directory: folder,
        client: s3.client,
        bucket: s3.settings.bucket,
        onMoved: () => {
          calls += 1;
          if (calls === 2) throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await readdir(folder)).toHaveLength(3);
    expect(await s3.objects()).toHaveLength(2);

    const summary = await moveDocumentsToS3({
      directory: folder,
      client: s3.client,
      bucket: s3.settings.bucket,
    });
    expect(summary).toEqual({ moved: 3, alreadyInBucket: 0, total: 3 });
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves every blob in the bucket byte for byte, readable with its key as before', async () => {
    const objects = await s3.objects();
    expect(objects.map((item) => item.key).sort()).toEqual(
      [...originals.keys()].map((key) => `${S3_DOCUMENT_PREFIX}${key}`).sort(),
    );
    const store = createS3BlobStore({ client: s3.client, bucket: s3.settings.bucket });
    for (const [key, original] of originals) {
      expect((await s3.read(`${S3_DOCUMENT_PREFIX}${key}`)).equals(original.ciphertext)).toBe(true);
      const row = { id: key, storage_key: key, wrapped_key: original.stored.wrappedKey };
      const plaintext = await collect(
        readDocumentPlaintext(store, masterKey, { ...row, content_nonce: original.stored.nonce }),
      );
      expect(plaintext.equals(original.plaintext)).toBe(true);
    }
  });

  it('recognises a blob a stopped run had uploaded but not removed, through the npm script', async () => {
    const [key, original] = [...originals][1]!;
    await writeFile(path.join(folder, key), original.ciphertext);
    await copyFile(path.join(folder, key), path.join(folder, `.upload-${randomUUID()}`));
    // Asynchronously: the local S3 server answers from this process.
    const run = await promisify(execFile)('npm', ['run', '--silent', 'documents:move-to-s3'], {
      cwd: REPOSITORY,
      env: { ...process.env, ...s3.environment, DATA_DIR: dataDirectory },
      timeout: 60_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout).toContain('Done: 0 moved, 1 already in the bucket, 1 in all.');
    expect((await readdir(folder)).filter((name) => !name.startsWith('.'))).toEqual([]);
  });
});
