import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { multipartBody, samplePdf, waitForScan } from './support/document-uploads.ts';
import { openEventStream } from './support/event-stream.ts';
import { createEmptyServerDatabase } from './support/postgres-server.ts';
import {
  signInDemoAccount as signIn,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';

// Two instances need a PostgreSQL server to share; the embedded database belongs to one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two server instances on one PostgreSQL database',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Kysely<Database>;
    let first: ServerProcess;
    let second: ServerProcess;
    let dataDirectory: string;
    let startedAt: number;

    beforeAll(async () => {
      database = await createEmptyServerDatabase();
      // One shared volume: the same secrets (keys) and document blobs, as two instances behind a balancer have.
      dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-two-instances-'));
      const environment = { DATABASE_URL: database.url, DATA_DIR: dataDirectory, SEED_DEMO: 'true' };
      startedAt = Date.now();
      first = await startServerProcess(environment);
      second = await startServerProcess(environment);
      db = await connectDatabase({ url: database.url });
    }, 120_000);
    afterAll(async () => {
      await stopServerProcess(first, 'SIGTERM');
      await stopServerProcess(second, 'SIGTERM');
      await db.destroy();
      await database.drop();
      rmSync(dataDirectory, { recursive: true, force: true });
    });

    it('delivers a change made through one instance to a stream open on the other', async () => {
      const cookie = await signIn(first, 'nurse@carenest.example', 'nurse');
      const caseload = (await (
        await fetch(`${first.baseUrl}/api/assigned-patients`, { headers: { cookie } })
      ).json()) as { patients: { id: string }[] };
      const patientId = caseload.patients[0]!.id;
      const stream = await openEventStream(second.baseUrl, cookie);
      await stream.waitFor((message) => message.type === 'ready');
      const recorded = await fetch(`${first.baseUrl}/api/vital-signs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ patientId, temperature: 98.4, heartRate: 88 }),
      });
      expect(recorded.status).toBe(201);
      const readingId = ((await recorded.json()) as { record: { id: string } }).record.id;
      const message = await stream.waitFor((item) => item.data.includes(readingId));
      expect(JSON.parse(message.data)).toMatchObject({
        kind: 'vital-signs.recorded',
        patientIds: [patientId],
      });
      stream.close();
    });

    it('scans a document uploaded through one instance exactly once, whichever instance picks it up', async () => {
      const cookie = await signIn(second, 'nurse@carenest.example', 'nurse');
      const caseload = (await (
        await fetch(`${second.baseUrl}/api/assigned-patients`, { headers: { cookie } })
      ).json()) as { patients: { id: string }[] };
      const body = multipartBody(
        { patientId: caseload.patients[0]!.id, category: 'medical_records' },
        { name: 'two-instances.pdf', content: samplePdf('scanned once'), type: 'application/pdf' },
      );
      const uploaded = await fetch(`${second.baseUrl}/api/documents`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: body.payload,
      });
      expect(uploaded.status).toBe(201);
      const documentId = ((await uploaded.json()) as { document: { id: string } }).document.id;
      expect(await waitForScan(db, documentId)).toBe('clean');
      const jobStates = async () =>
        (
          await sql<{ state: string }>`
            SELECT state FROM pgboss.job
            WHERE name = 'documents.scan' AND data->>'documentId' = ${documentId}`.execute(db)
        ).rows.map((job) => job.state);
      // The scan commits its verdict inside the handler; the queue marks the job completed only after the
      // handler returns, so the verdict can be read while the job is still active.
      await vi.waitFor(async () => expect(await jobStates()).toEqual(['completed']), {
        timeout: 15_000,
        interval: 100,
      });
      const scans = await db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'SCAN_DOCUMENT')
        .where('resource_id', '=', documentId)
        .execute();
      expect(scans).toHaveLength(1);
    });

    it('runs a scheduled job once per tick though both instances keep its schedule', async () => {
      const runs = async () =>
        (
          await sql<{ count: number }>`
            SELECT count(*)::int AS count FROM pgboss.job
            WHERE name = 'live-events.purge' AND state = 'completed'`.execute(db)
        ).rows[0]!.count;
      await vi.waitFor(async () => expect(await runs()).toBeGreaterThanOrEqual(1), {
        timeout: 60_000,
        interval: 500,
      });
      const minutesTouched = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
      expect(await runs()).toBeLessThanOrEqual(minutesTouched);
    }, 90_000);
  },
);
