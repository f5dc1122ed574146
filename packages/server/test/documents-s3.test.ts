import { readdir } from 'node:fs/promises';
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { DOCUMENT_MAXIMUM_BYTES, MESSAGES } from '@carenest/core';
import { SEGMENT_SIZE } from '../src/documents/storage/document-cipher.ts';
import { S3_DOCUMENT_PREFIX } from '../src/documents/storage/s3-blob-store.ts';
import { samplePdf, waitForScan } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { startLocalS3, type LocalS3 } from './support/s3-server.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** The ciphertext length of `plaintext` bytes: 16 bytes of tag per 64 KiB segment. */
function sealedLength(plaintext: number): number {
  return plaintext + 16 * Math.max(1, Math.ceil(plaintext / SEGMENT_SIZE));
}

describe.each(TEST_DATABASES)('patient documents in an S3 bucket on %s', (kind) => {
  let s3: LocalS3;
  // Registered before the fixture's hooks, so the bucket is up before the API is built and goes after it.
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3.close();
  });
  const { database, people, children, get, uploadFor, storageDirectory } = setUpDocumentsFixture(kind, {
    s3: () => s3.settings,
  });

  const original = samplePdf('Lily neurology letter 2025', 3 * SEGMENT_SIZE + 1000);
  let documentId: string;

  it('uploads into the bucket as ciphertext, nothing in the documents folder, and scans it from there', async () => {
    const response = await uploadFor(people.nurse, children.lily, 'neurology.pdf', original);
    expect(response.statusCode).toBe(201);
    documentId = response.json<{ document: { id: string } }>().document.id;
    expect(await s3.objects()).toEqual([
      { key: `${S3_DOCUMENT_PREFIX}${documentId}`, size: sealedLength(original.length) },
    ]);
    const blob = await s3.read(`${S3_DOCUMENT_PREFIX}${documentId}`);
    expect(blob.includes(Buffer.from('Lily neurology letter'))).toBe(false);
    expect(blob.includes(Buffer.from('%PDF'))).toBe(false);
    const row = await database.db
      .selectFrom('patient_documents')
      .select(['wrapped_key', 'storage_key'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toBe(documentId);
    expect(blob.includes(Buffer.from(row.wrapped_key, 'base64').subarray(12, 44))).toBe(false);
    expect(await readdir(storageDirectory()).catch(() => [])).toEqual([]);
    expect(await waitForScan(database.db, documentId)).toBe('clean');
  });

  it('downloads the exact bytes back from the bucket', async () => {
    const response = await get(people.parent, `/api/documents/${documentId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it('refuses a file over 10 MB while it streams and leaves no object behind', async () => {
    const response = await uploadFor(
      people.nurse,
      children.lily,
      'huge.pdf',
      samplePdf('too big', DOCUMENT_MAXIMUM_BYTES + 1),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { message: MESSAGES.documentTooLarge } });
    expect((await s3.objects()).map((item) => item.key)).toEqual([`${S3_DOCUMENT_PREFIX}${documentId}`]);
  });

  it('deletes the object of a file refused by its content', async () => {
    const response = await uploadFor(people.nurse, children.lily, 'notes.pdf', Buffer.from('plain text'));
    expect(response.statusCode).toBe(400);
    expect((await s3.objects()).map((item) => item.key)).toEqual([`${S3_DOCUMENT_PREFIX}${documentId}`]);
  });
});
