import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config.ts';
import { createS3Client } from '../../src/documents/storage/s3-blob-store.ts';

/** s3rver's fixed key pair: it checks each request's signature against it, as S3 would. */
const S3RVER_KEY = 'S3RVER';

/** A real S3-compatible server on a loopback port, with one bucket, and a client to look inside it. */
export interface LocalS3 {
  settings: S3Settings;
  /** The environment a CareNest process needs to store its documents there. */
  environment: Record<string, string>;
  client: S3Client;
  /** The bucket's objects: key and size. */
  objects(): Promise<{ key: string; size: number }[]>;
  /** One object's bytes. */
  read(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port, its data in a temporary directory removed by close(). */
export async function startLocalS3(bucket = 'carenest-documents'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'carenest-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    isPathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    settings,
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async objects() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((item) => ({ key: item.Key!, size: item.Size! }));
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
