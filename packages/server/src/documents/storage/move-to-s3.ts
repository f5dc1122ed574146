import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isBlobFileName } from './blob-store.ts';
import { isMissingObject, s3ObjectKey } from './s3-blob-store.ts';

/** What one run of the move did. */
export interface MoveSummary {
  /** Blobs uploaded and removed from the folder. */
  moved: number;
  /** Blobs a run before had already uploaded (it stopped before removing them): only removed. */
  alreadyInBucket: number;
  /** Blob files the folder held when the run started. */
  total: number;
}

/** The SHA-256 (hex) and MD5 (base64) of a file, in one read. */
async function digestsOf(file: string): Promise<{ sha256: string; md5: string }> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  for await (const chunk of createReadStream(file)) {
    sha256.update(chunk as Buffer);
    md5.update(chunk as Buffer);
  }
  return { sha256: sha256.digest('hex'), md5: md5.digest('base64') };
}

/** Whether the bucket already holds exactly this blob (same length, same SHA-256 recorded at upload). */
async function isInBucket(
  client: S3Client,
  bucket: string,
  key: string,
  blob: { size: number; sha256: string },
): Promise<boolean> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: s3ObjectKey(key) }));
    return head.ContentLength === blob.size && head.Metadata?.sha256 === blob.sha256;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

/**
 * Moves every encrypted blob of the documents folder into the bucket, one at a time: the ciphertext is uploaded
 * as it is on disk (the bucket never sees plaintext or keys; the database's storage keys stay valid), with its
 * MD5 so the store refuses a damaged transfer and its SHA-256 as metadata, and the file is removed only once the
 * object is there. So the run is resumable: what is left in the folder is what is left to move, and a blob a
 * stopped run had uploaded but not removed is recognised and only removed. While it runs, a server on the
 * bucket reads blobs not yet moved from the folder (`createS3BlobStore`'s fallback).
 */
export async function moveDocumentsToS3(options: {
  directory: string;
  client: S3Client;
  bucket: string;
  /** Called after each blob, e.g. to print progress. */
  onMoved?: (progress: { key: string; done: number; total: number }) => void;
}): Promise<MoveSummary> {
  const { directory, client, bucket } = options;
  const names = (await readdir(directory).catch(() => [] as string[])).filter(isBlobFileName).sort();
  const summary: MoveSummary = { moved: 0, alreadyInBucket: 0, total: names.length };
  for (const key of names) {
    const file = path.join(directory, key);
    const { size } = await stat(file);
    const { sha256, md5 } = await digestsOf(file);
    if (await isInBucket(client, bucket, key, { size, sha256 })) summary.alreadyInBucket += 1;
    else {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: s3ObjectKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentMD5: md5,
          Metadata: { sha256 },
        }),
      );
      summary.moved += 1;
    }
    await unlink(file);
    options.onMoved?.({ key, done: summary.moved + summary.alreadyInBucket, total: summary.total });
  }
  return summary;
}
