import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import { checkedBlobKey, type BlobStore } from './blob-store.ts';

/** Where blobs go inside the bucket, so the bucket can hold other things (a backup) beside them. */
export const S3_DOCUMENT_PREFIX = 'documents/';

/**
 * Bytes per part of a multipart upload: S3's smallest part. An upload holds at most one part in memory (the
 * ciphertext's length is not known until the stream ends, so it cannot be a single streamed PUT), and a blob
 * under one part goes up as one PUT.
 */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An S3 client for the settings (AWS SDK v3). Checksums only where the protocol requires them: the SDK's
 * default trailing CRC32 uses aws-chunked bodies that MinIO-style and older S3-compatible servers store
 * verbatim; every blob carries its own authentication tags anyway (`document-cipher.ts`).
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.isPathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The object key of a blob key. */
export function s3ObjectKey(key: string): string {
  return `${S3_DOCUMENT_PREFIX}${checkedBlobKey(key)}`;
}

/** Whether an S3 error says the object does not exist. */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404))
  );
}

/**
 * Blobs as objects of one bucket, under `documents/`. A put streams the ciphertext up as it is produced (one
 * 5 MiB part in memory at most) and the object appears only when the upload completes; a failed upload is
 * aborted, leaving nothing under the key (give the bucket a lifecycle rule that removes incomplete multipart
 * uploads, for those whose abort fails too). A get streams the object down. `fallback` (the local folder) is read
 * when an object is missing: a document `npm run documents:move-to-s3` has not moved yet stays readable, and
 * a delete removes the blob from both.
 */
export function createS3BlobStore(options: {
  client: S3Client;
  bucket: string;
  fallback?: BlobStore;
}): BlobStore {
  const { client, bucket, fallback } = options;

  async function* objectBytes(key: string): AsyncGenerator<Uint8Array> {
    let body: Readable;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: s3ObjectKey(key) }));
      body = answer.Body as Readable;
    } catch (error) {
      if (!fallback || !isMissingObject(error)) throw error;
      yield* fallback.get(key);
      return;
    }
    yield* body;
  }

  return {
    async put(key, content) {
      let sourceFailure: unknown;
      async function* recordingFailure(): AsyncGenerator<Uint8Array> {
        try {
          yield* content;
        } catch (error) {
          sourceFailure = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: s3ObjectKey(key),
          Body: Readable.from(recordingFailure(), { objectMode: false }),
        },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The content's own failure (a file past 10 MB: 413) is the answer, not what aborting the upload said.
        throw sourceFailure ?? error;
      }
    },
    get(key) {
      return Readable.from(objectBytes(key), { objectMode: false });
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: s3ObjectKey(key) }));
      await fallback?.delete(key);
    },
  };
}
