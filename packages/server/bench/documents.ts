// Document targets: upload + encryption of a 10 MB file under 300 ms server time (app.inject, in process);
// RSS growth under 30 MB while 8 uploads of 10 MB run at once (real HTTP); download of a 10 MB document at
// least half as fast as the same plaintext served statically by the same server.
// The same again with the blobs in an S3 bucket (a local s3rver), against the target of upload and download of
// 10 MB within 1.5x of the local folder, RSS flat.
// Run: node --import tsx packages/server/bench/documents.ts   (BENCH_DATABASE_URL=… adds PostgreSQL)
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { createSessionToken, hashSessionToken } from '../src/auth/session-token.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { multipartBody, waitForScan } from '../test/support/document-uploads.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase } from './scratch-database.ts';
import { startLocalS3 } from '../test/support/s3-server.ts';
import { buildAppWithJobs } from '../test/support/test-app.ts';

const TEN_MB = 10 * 1024 * 1024;
const UPLOAD_SAMPLES = 12;
const CONCURRENT_UPLOADS = 8;
const DOWNLOAD_SAMPLES = 15;

/** A 10 MB PDF-typed file of random bytes (incompressible, like a scan). */
function tenMegabytePdf(): Buffer {
  const file = randomBytes(TEN_MB);
  file.write('%PDF-1.7\n', 0, 'latin1');
  return file;
}

/** A facility, an administrator with a HIPAA agreement and a session, and one patient. */
async function seed(db: Kysely<Database>): Promise<{ cookie: string; patientId: string }> {
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Bench PPEC', timezone: 'America/New_York' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email: 'bench-admin@bench.example',
      first_name: 'Bench',
      last_name: 'Admin',
      role: 'administrator',
      facility_id: facility.id,
      password_hash: 'unused',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('hipaa_records')
    .values({
      user_id: user.id,
      user_role: 'administrator',
      document_version: '2024.1',
      signed_at: new Date(),
      ip_address: '127.0.0.1',
      user_agent: 'bench',
      digital_signature: 'data:image/png;base64,AAAA',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  const token = createSessionToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: user.id,
      ip_address: '127.0.0.1',
      user_agent: 'bench',
      last_seen_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  const patient = await db
    .insertInto('patients')
    .values({
      facility_id: facility.id,
      first_name: 'Bench',
      last_name: 'Child',
      date_of_birth: '2016-01-01',
      medical_record_number: 'MRN-BENCH-1',
      primary_diagnosis: 'G80.0',
      care_complexity: 'high',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { cookie: `carenest_session=${token}`, patientId: patient.id };
}

/** One HTTP request over a fresh connection; answers the status and the body length (the body is discarded). */
function send(
  port: number,
  options: { method: string; path: string; headers: IncomingHttpHeaders; body?: Buffer },
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Server time of one 10 MB upload (multipart parse, sniff, hash, encrypt, write, insert, audit). */
async function measureUploads(app: FastifyInstance, cookie: string, patientId: string, file: Buffer) {
  const body = multipartBody({ patientId, category: 'medical_records' }, { name: 'scan.pdf', content: file });
  const samples: number[] = [];
  for (let index = 0; index <= UPLOAD_SAMPLES; index += 1) {
    const startedAt = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    if (response.statusCode !== 201)
      throw new Error(`upload answered ${response.statusCode} ${response.body}`);
    if (index > 0) samples.push(performance.now() - startedAt);
  }
  return summarize(samples);
}

/** Peak RSS growth while 8 uploads of 10 MB stream in at once over real HTTP. */
async function measureConcurrentRss(port: number, cookie: string, patientId: string, file: Buffer) {
  const bodies = Array.from({ length: CONCURRENT_UPLOADS }, () =>
    multipartBody({ patientId, category: 'other' }, { name: 'parallel.pdf', content: file }),
  );
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const startedAt = performance.now();
  const answers = await Promise.all(
    bodies.map((body) =>
      send(port, {
        method: 'POST',
        path: '/api/documents',
        headers: { ...body.headers, cookie, 'content-length': String(body.payload.length) },
        body: body.payload,
      }),
    ),
  );
  clearInterval(sampler);
  if (answers.some((answer) => answer.status !== 201))
    throw new Error(`uploads answered ${JSON.stringify(answers)}`);
  return {
    uploads: CONCURRENT_UPLOADS,
    wallMs: Math.round(performance.now() - startedAt),
    baselineRssMiB: Math.round(baseline / 2 ** 20),
    rssGrowthMiB: Math.round(((peak - baseline) / 2 ** 20) * 10) / 10,
  };
}

/** MiB/s of sequential downloads of one path. */
async function measureThroughput(port: number, urlPath: string, cookie: string): Promise<number> {
  let bytes = 0;
  await send(port, { method: 'GET', path: urlPath, headers: { cookie } });
  const startedAt = performance.now();
  for (let index = 0; index < DOWNLOAD_SAMPLES; index += 1) {
    const answer = await send(port, { method: 'GET', path: urlPath, headers: { cookie } });
    if (answer.status !== 200 || answer.bytes !== TEN_MB)
      throw new Error(`${urlPath} answered ${answer.status}`);
    bytes += answer.bytes;
  }
  return Math.round(bytes / 2 ** 20 / ((performance.now() - startedAt) / 1000));
}

/** Waits until no document is pending, so background scans do not weigh on the next measurement. */
async function waitForAllScans(db: Kysely<Database>): Promise<void> {
  const pending = await db
    .selectFrom('patient_documents')
    .select('id')
    .where('scan_status', '=', 'pending')
    .execute();
  for (const { id } of pending) await waitForScan(db, id);
}

/** Runs the three document measurements on one database kind, the blobs in a folder or in a local S3 bucket. */
export async function benchDocuments(serverUrl: string | undefined, store: 'folder' | 's3' = 'folder') {
  const scratch = await openScratchDatabase(serverUrl);
  const s3 = store === 's3' ? await startLocalS3() : undefined;
  const storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-bench-documents-'));
  const plainFile = path.join(storage, 'plain.pdf');
  const file = tenMegabytePdf();
  await writeFile(plainFile, file);
  const app = await buildAppWithJobs({
    db: scratch.db,
    secrets: ephemeralSecrets(),
    documentsDirectory: storage,
    ...(s3 ? { s3: s3.settings } : {}),
  });
  app.get('/bench-static/plain.pdf', (_request, reply) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Length', String(TEN_MB))
      .send(createReadStream(plainFile)),
  );
  try {
    const { cookie, patientId } = await seed(scratch.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const concurrent = await measureConcurrentRss(port, cookie, patientId, file);
    await waitForAllScans(scratch.db);
    const upload = await measureUploads(app, cookie, patientId, file);
    const latest = await scratch.db
      .selectFrom('patient_documents')
      .select('id')
      .orderBy('uploaded_at', 'desc')
      .executeTakeFirstOrThrow();
    await waitForScan(scratch.db, latest.id);
    const encrypted = await measureThroughput(port, `/api/documents/${latest.id}/download`, cookie);
    const plain = await measureThroughput(port, '/bench-static/plain.pdf', cookie);
    return {
      database: scratch.kind,
      store,
      upload10MiBServerMs: { ...upload, target: 300 },
      concurrentUploads: { ...concurrent, targetMiB: 30 },
      download10MiB: {
        encryptedMiBPerSecond: encrypted,
        staticMiBPerSecond: plain,
        ratio: Math.round((encrypted / plain) * 100) / 100,
        targetRatio: 0.5,
      },
    };
  } finally {
    await app.close();
    await scratch.drop();
    await s3?.close();
    await rm(storage, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  for (const url of [undefined, ...(serverUrl ? [serverUrl] : [])]) {
    const folder = await benchDocuments(url, 'folder');
    const bucket = await benchDocuments(url, 's3');
    results.push(folder, bucket, {
      database: folder.database,
      s3ToFolder: {
        uploadServerTime:
          Math.round((bucket.upload10MiBServerMs.p50 / folder.upload10MiBServerMs.p50) * 100) / 100,
        downloadTime:
          Math.round(
            (folder.download10MiB.encryptedMiBPerSecond / bucket.download10MiB.encryptedMiBPerSecond) * 100,
          ) / 100,
        target: 1.5,
      },
    });
  }
  console.log(JSON.stringify(results, null, 2));
}
