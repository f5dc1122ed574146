import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { S3_DOCUMENT_PREFIX } from '../src/documents/storage/s3-blob-store.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { multipartBody, samplePdf } from '../test/support/document-uploads.ts';
import { createEmptyServerDatabase } from '../test/support/postgres-server.ts';
import { startLocalS3, type LocalS3 } from '../test/support/s3-server.ts';
import {
  freePort,
  signInDemoAccount,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test/support/server-process.ts';
import { startBalancer, type Balancer } from './haproxy-process.ts';
import { openResumingStream, type ResumingStream } from './resuming-stream.ts';

const STREAMS = 200;
const WRITERS = 4;

/** Where the story is when a write is answered: before the kill, between, during the drain, after. */
type Phase = 'before' | 'after-kill' | 'draining' | 'after-drain';
type WriteKind = 'vital-signs' | 'dose' | 'upload';

/** A write the balancer acknowledged (2xx) and the id it answered. */
interface Acknowledged {
  kind: WriteKind;
  id: string;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'three instances behind HAProxy (deploy/haproxy/carenest.cfg) on one PostgreSQL and one S3 bucket',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Kysely<Database>;
    let s3: LocalS3;
    let balancer: Balancer;
    const instances: ServerProcess[] = [];
    const dataDirectories: string[] = [];
    let startedAt: number;

    beforeAll(async () => {
      database = await createEmptyServerDatabase();
      s3 = await startLocalS3();
      const keys = {
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SIGNING_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ format: 'der', type: 'pkcs8' })
          .toString('base64'),
      };
      startedAt = Date.now();
      for (let index = 0; index < 3; index += 1) {
        const directory = mkdtempSync(path.join(tmpdir(), 'carenest-balanced-'));
        dataDirectories.push(directory);
        instances.push(
          await startServerProcess(
            {
              ...s3.environment,
              ...keys,
              DATABASE_URL: database.url,
              DATA_DIR: directory,
              SEED_DEMO: 'true',
              TRUST_PROXY: 'true',
            },
            180_000,
          ),
        );
      }
      balancer = await startBalancer(
        await freePort(),
        instances.map((instance) => new URL(instance.baseUrl).host),
      );
      db = await connectDatabase({ url: database.url });
    });
    afterAll(async () => {
      await balancer?.stop();
      for (const instance of instances) await stopServerProcess(instance, 'SIGKILL');
      await db?.destroy();
      await database?.drop();
      await s3?.close();
      for (const directory of dataDirectories) rmSync(directory, { recursive: true, force: true });
    });

    it('loses no acknowledged write, resumes every stream without a missed event, and runs jobs once while one instance is killed and another drained', async () => {
      const cookie = await signInDemoAccount(balancer, 'nurse@carenest.example', 'nurse');
      const get = async <T>(url: string) =>
        (await (await fetch(`${balancer.baseUrl}${url}`, { headers: { cookie } })).json()) as T;
      const { patients } = await get<{ patients: { id: string }[] }>('/api/assigned-patients');
      const patientId = patients[0]!.id;
      const { medications } = await get<{ medications: { id: string }[] }>(
        `/api/patients/${patientId}/medications`,
      );
      const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);

      const streams: ResumingStream[] = Array.from({ length: STREAMS }, () =>
        openResumingStream(balancer.baseUrl, cookie),
      );
      await Promise.all(streams.map((stream) => stream.ready));

      let phase: Phase = 'before';
      let isWriting = true;
      const acknowledged: Acknowledged[] = [];
      const failures: { sentWhile: Phase; answeredWhile: Phase; kind: WriteKind; status: number }[] = [];
      const send = async (kind: WriteKind): Promise<void> => {
        const at = phase;
        const request =
          kind === 'vital-signs'
            ? {
                url: '/api/vital-signs',
                body: JSON.stringify({ patientId, temperature: 98.6, heartRate: 90 }),
              }
            : kind === 'dose'
              ? {
                  url: `/api/medications/${medications[0]!.id}/administrations`,
                  body: JSON.stringify({
                    outcome: 'given',
                    dosageGiven: '5 mg',
                    signature,
                    administrationTime: new Date().toISOString(),
                  }),
                }
              : undefined;
        const upload = multipartBody(
          { patientId, category: 'medical_records' },
          {
            name: 'balanced.pdf',
            content: samplePdf('behind the balancer', 20_000),
            type: 'application/pdf',
          },
        );
        const response = await fetch(`${balancer.baseUrl}${request?.url ?? '/api/documents'}`, {
          method: 'POST',
          headers: request ? { cookie, 'content-type': 'application/json' } : { cookie, ...upload.headers },
          body: request?.body ?? upload.payload,
        }).catch(() => undefined);
        if (!response || response.status >= 300) {
          failures.push({ sentWhile: at, answeredWhile: phase, kind, status: response?.status ?? 0 });
          return;
        }
        const answer = (await response.json()) as {
          record?: { id: string };
          administration?: { id: string };
          document?: { id: string };
        };
        acknowledged.push({ kind, id: (answer.record ?? answer.administration ?? answer.document)!.id });
      };
      const kinds: WriteKind[] = ['vital-signs', 'dose', 'vital-signs', 'upload'];
      const writers = Array.from({ length: WRITERS }, async (_unused, writer) => {
        for (let turn = writer; isWriting; turn += 1) await send(kinds[turn % kinds.length]!);
      });
      const acknowledgedReach = (count: number) =>
        vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(count), {
          timeout: 60_000,
          interval: 50,
        });

      await acknowledgedReach(40);
      phase = 'after-kill';
      await stopServerProcess(instances[1]!, 'SIGKILL');
      await acknowledgedReach(acknowledged.length + 40);
      phase = 'draining';
      const drained = stopServerProcess(instances[2]!, 'SIGTERM');
      await drained;
      phase = 'after-drain';
      await acknowledgedReach(acknowledged.length + 40);
      isWriting = false;
      await Promise.all(writers);

      // Only a request in flight on the killed instance may fail (unacknowledged); none around the drain.
      expect(
        failures.filter(
          (failure) => failure.sentWhile !== 'before' || failure.answeredWhile !== 'after-kill',
        ),
      ).toEqual([]);

      // Every acknowledged write is in the database, every acknowledged upload in the bucket.
      const idsOf = (kind: WriteKind) =>
        acknowledged.filter((write) => write.kind === kind).map((write) => write.id);
      const readings = await db
        .selectFrom('vital_signs')
        .select('id')
        .where('id', 'in', idsOf('vital-signs'))
        .execute();
      expect(readings).toHaveLength(idsOf('vital-signs').length);
      const doses = await db
        .selectFrom('medication_administrations')
        .select('id')
        .where('id', 'in', idsOf('dose'))
        .execute();
      expect(doses).toHaveLength(idsOf('dose').length);
      const objects = new Set((await s3.objects()).map((object) => object.key));
      for (const documentId of idsOf('upload'))
        expect(objects.has(`${S3_DOCUMENT_PREFIX}${documentId}`)).toBe(true);

      // Every stream, wherever it was and however often it reconnected, received every acknowledged reading.
      await vi.waitFor(
        () => {
          const readings = idsOf('vital-signs');
          const missing = streams.flatMap((stream, index) => {
            const received = new Set(stream.resourceIds);
            const missed = readings.filter((id) => !received.has(id));
            return missed.length
              ? [
                  `stream ${index}: ${stream.reconnections} reconnections, missed ${missed
                    .map((id) => readings.indexOf(id))
                    .join(',')} of ${readings.length}`,
                ]
              : [];
          });
          expect(missing).toEqual([]);
        },
        { timeout: 60_000, interval: 200 },
      );
      expect(streams.reduce((sum, stream) => sum + stream.reconnections, 0)).toBeGreaterThan(0);
      for (const stream of streams) stream.close();

      // Each upload is scanned at most once; a scan the killed instance had started is retried after it expires.
      await vi.waitFor(
        async () => {
          const unsettled = await sql<{ id: string }>`
            SELECT patient_documents.id FROM patient_documents
            WHERE scan_status = 'pending' AND NOT EXISTS (
              SELECT 1 FROM pgboss.job WHERE name = 'documents.scan' AND state = 'active'
                AND data->>'documentId' = patient_documents.id::text)`.execute(db);
          expect(unsettled.rows).toEqual([]);
        },
        { timeout: 60_000, interval: 250 },
      );
      const scans = await db
        .selectFrom('audit_log')
        .select(({ fn }) => ['resource_id', fn.countAll<number>().as('count')])
        .where('action', '=', 'SCAN_DOCUMENT')
        .groupBy('resource_id')
        .execute();
      expect(scans.filter((scan) => Number(scan.count) > 1)).toEqual([]);
      const purges = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'live-events.purge' AND state = 'completed'`.execute(
        db,
      );
      const minutesTouched = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
      expect(purges.rows[0]!.count).toBeLessThanOrEqual(minutesTouched);
    });
  },
);
