import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/verify-chain.ts';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import {
  createEmptyServerDatabase,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** Concurrent writers in the burst, and how many acknowledged writes to wait for before the kill. */
const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 30;
const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);

/** Signs a demo account in on a running server and answers its Cookie header. */
async function signIn(server: ServerProcess, email: string, role: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!Pass1', role }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** The active medications of the demo nurse's assigned patients: what the burst administers. */
async function medicationsOfCaseload(server: ServerProcess, cookie: string): Promise<string[]> {
  const caseload = (await (
    await fetch(`${server.baseUrl}/api/assigned-patients`, { headers: { cookie } })
  ).json()) as {
    patients: { id: string }[];
  };
  const medicationIds: string[] = [];
  for (const patient of caseload.patients) {
    const tab = (await (
      await fetch(`${server.baseUrl}/api/patients/${patient.id}/medications`, { headers: { cookie } })
    ).json()) as { medications: { id: string }[] };
    medicationIds.push(...tab.medications.map((medication) => medication.id));
  }
  return medicationIds;
}

/** Records one dose and answers the administration id the server acknowledged (201); throws otherwise. */
async function administer(server: ServerProcess, cookie: string, medicationId: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/medications/${medicationId}/administrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      outcome: 'given',
      dosageGiven: 'as ordered',
      signature,
      administrationTime: new Date().toISOString(),
    }),
  });
  if (response.status !== 201) throw new Error(`dose refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { administration: { id: string } }).administration.id;
}

/**
 * Writers post doses as fast as the server takes them; once enough are acknowledged the server is killed
 * with SIGKILL while requests are still in flight. Answers the ids the server acknowledged
 * and how many requests were still unanswered at the kill.
 */
async function burstUntilKilled(
  server: ServerProcess,
  cookie: string,
  medicationIds: string[],
): Promise<{ acknowledged: string[]; inFlightAtKill: number }> {
  const acknowledged: string[] = [];
  let isKilled = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const writer = async (offset: number) => {
    for (let round = offset; !isKilled; round += WRITERS) {
      inFlight += 1;
      // Once the server is killed, requests still in flight fail: those writes were never acknowledged.
      const id = await administer(server, cookie, medicationIds[round % medicationIds.length]!).catch(
        (error: unknown) => {
          if (isKilled) return undefined;
          throw error;
        },
      );
      inFlight -= 1;
      if (id && !isKilled) acknowledged.push(id);
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !isKilled) {
        isKilled = true;
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  await Promise.all(Array.from({ length: WRITERS }, (_, offset) => writer(offset)));
  await exited;
  return { acknowledged, inFlightAtKill };
}

/** Where one database kind keeps its data between the two server processes. */
interface DurableStore {
  environment: Record<string, string>;
  open(): Promise<Kysely<Database>>;
  remove(): Promise<void>;
}

async function durableStore(kind: 'pglite' | 'postgresql'): Promise<DurableStore> {
  if (kind === 'pglite') {
    const directory = mkdtempSync(path.join(tmpdir(), 'carenest-durability-'));
    return {
      environment: { DATA_DIR: directory, SEED_DEMO: 'true' },
      open: () => connectDatabase({ directory }),
      remove: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const database = await createEmptyServerDatabase();
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-durability-keys-'));
  return {
    environment: { DATABASE_URL: database.url, DATA_DIR: dataDirectory, SEED_DEMO: 'true' },
    open: () => connectDatabase({ url: database.url }),
    remove: async () => {
      await database.drop();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

describe.each(TEST_DATABASES)('durability on %s', (kind) => {
  it('keeps every acknowledged write and an intact audit chain when the server is killed mid-burst', async () => {
    const store = await durableStore(kind);
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess(store.environment);
      servers.push(first);
      const nurseCookie = await signIn(first, 'nurse@carenest.example', 'nurse');
      const medicationIds = await medicationsOfCaseload(first, nurseCookie);
      expect(medicationIds.length).toBeGreaterThan(0);

      const { acknowledged, inFlightAtKill } = await burstUntilKilled(first, nurseCookie, medicationIds);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

      // The restarted server serves the same data and keeps writing onto the same chain.
      const second = await startServerProcess(store.environment);
      servers.push(second);
      const afterRestart = await administer(
        second,
        await signIn(second, 'nurse@carenest.example', 'nurse'),
        medicationIds[0]!,
      );
      await stopServerProcess(second, 'SIGTERM');

      const db = await store.open();
      try {
        const stored = await db
          .selectFrom('medication_administrations')
          .select('id')
          .where('id', 'in', [...acknowledged, afterRestart])
          .execute();
        expect(stored.length).toBe(acknowledged.length + 1);
        const audited = await db
          .selectFrom('audit_log')
          .select('resource_id')
          .where('action', '=', 'ADMINISTER_MEDICATION')
          .where('resource_id', 'in', acknowledged)
          .execute();
        expect(audited.length).toBe(acknowledged.length);
        const chain = await verifyAuditChain(db);
        expect(chain).toMatchObject({ isIntact: true, firstBrokenSequence: null });
      } finally {
        await db.destroy();
      }
    } finally {
      for (const server of servers) await stopServerProcess(server, 'SIGKILL');
      await store.remove();
    }
  }, 180_000);
});
