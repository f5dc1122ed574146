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
import { createEmptyServerDatabase } from './support/postgres-server.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';
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

/** What the burst writes to: the demo nurse's caseload and their active medications. */
interface Caseload {
  patientIds: string[];
  medicationIds: string[];
}

/**
 * The demo nurse's assigned patients and their active medications a nurse gives alone: a controlled one needs a
 * second nurse as witness, which the burst does not bring.
 */
async function loadCaseload(server: ServerProcess, cookie: string): Promise<Caseload> {
  const caseload = (await (
    await fetch(`${server.baseUrl}/api/assigned-patients`, { headers: { cookie } })
  ).json()) as { patients: { id: string }[] };
  const medicationIds: string[] = [];
  for (const patient of caseload.patients) {
    const tab = (await (
      await fetch(`${server.baseUrl}/api/patients/${patient.id}/medications`, { headers: { cookie } })
    ).json()) as { medications: { id: string; isControlled: boolean }[] };
    medicationIds.push(
      ...tab.medications.filter((medication) => !medication.isControlled).map((medication) => medication.id),
    );
  }
  return { patientIds: caseload.patients.map((patient) => patient.id), medicationIds };
}

/** One kind of clinical write: where it is stored and which audit action records it. */
interface WriteKind {
  table: 'medication_administrations' | 'clinical_notes' | 'vital_signs';
  auditAction: string;
  /** Sends the write for the n-th round; answers the id the server acknowledged (201), throws otherwise. */
  send(server: ServerProcess, cookie: string, caseload: Caseload, round: number): Promise<string>;
}

/** POSTs JSON and answers the acknowledged body, throwing on anything but 201. */
async function postCreated(
  server: ServerProcess,
  cookie: string,
  path: string,
  body: object,
): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${path} refused: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The burst's writes, in rotation: a dose, a clinical note, a vital-signs reading with an alert. */
const WRITE_KINDS: readonly WriteKind[] = [
  {
    table: 'medication_administrations',
    auditAction: 'ADMINISTER_MEDICATION',
    send: async (server, cookie, caseload, round) => {
      const medicationId = caseload.medicationIds[round % caseload.medicationIds.length]!;
      const body = {
        outcome: 'given',
        dosageGiven: 'as ordered',
        signature,
        administrationTime: new Date().toISOString(),
      };
      const answer = await postCreated(
        server,
        cookie,
        `/api/medications/${medicationId}/administrations`,
        body,
      );
      return (answer as { administration: { id: string } }).administration.id;
    },
  },
  {
    table: 'clinical_notes',
    auditAction: 'CREATE',
    send: async (server, cookie, caseload, round) => {
      const patientId = caseload.patientIds[round % caseload.patientIds.length]!;
      const body = {
        patientId,
        noteType: 'nursing_note',
        content: `Burst note ${round}: resting comfortably.`,
      };
      const answer = await postCreated(server, cookie, '/api/clinical-notes', body);
      return (answer as { note: { id: string } }).note.id;
    },
  },
  {
    table: 'vital_signs',
    auditAction: 'CREATE_VITAL_SIGNS',
    send: async (server, cookie, caseload, round) => {
      const patientId = caseload.patientIds[round % caseload.patientIds.length]!;
      const body = { patientId, temperature: 100.2, heartRate: 96, oxygenSaturation: 97 };
      const answer = await postCreated(server, cookie, '/api/vital-signs', body);
      return (answer as { record: { id: string } }).record.id;
    },
  },
];

/** An acknowledged write: its kind and id. */
interface Acknowledged {
  kind: WriteKind;
  id: string;
}

/**
 * Writers post doses, notes and readings as fast as the server takes them; once enough are acknowledged the
 * server is killed with SIGKILL while requests are still in flight. Answers the acknowledged writes and how
 * many requests were still unanswered at the kill.
 */
async function burstUntilKilled(
  server: ServerProcess,
  cookie: string,
  caseload: Caseload,
): Promise<{ acknowledged: Acknowledged[]; inFlightAtKill: number }> {
  const acknowledged: Acknowledged[] = [];
  let isKilled = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const writer = async (offset: number) => {
    for (let round = offset; !isKilled; round += WRITERS) {
      const kind = WRITE_KINDS[round % WRITE_KINDS.length]!;
      inFlight += 1;
      // Once the server is killed, requests still in flight fail: those writes were never acknowledged.
      const id = await kind.send(server, cookie, caseload, round).catch((error: unknown) => {
        if (isKilled) return undefined;
        throw error;
      });
      inFlight -= 1;
      if (id && !isKilled) acknowledged.push({ kind, id });
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
  it('keeps every acknowledged dose, note and reading and an intact audit chain when killed mid-burst', async () => {
    const store = await durableStore(kind);
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess(store.environment);
      servers.push(first);
      const nurseCookie = await signIn(first, 'nurse@carenest.example', 'nurse');
      const caseload = await loadCaseload(first, nurseCookie);
      expect(caseload.medicationIds.length).toBeGreaterThan(0);

      const { acknowledged, inFlightAtKill } = await burstUntilKilled(first, nurseCookie, caseload);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

      // The restarted server serves the same data and keeps writing onto the same chain.
      const second = await startServerProcess(store.environment);
      servers.push(second);
      const secondCookie = await signIn(second, 'nurse@carenest.example', 'nurse');
      for (const [round, kind] of WRITE_KINDS.entries()) {
        acknowledged.push({ kind, id: await kind.send(second, secondCookie, caseload, round) });
      }
      await stopServerProcess(second, 'SIGTERM');

      const db = await store.open();
      try {
        for (const kind of WRITE_KINDS) {
          const ids = acknowledged.filter((write) => write.kind === kind).map((write) => write.id);
          const stored = await db.selectFrom(kind.table).select('id').where('id', 'in', ids).execute();
          expect(stored.length, `${kind.table} rows`).toBe(ids.length);
          const audited = await db
            .selectFrom('audit_log')
            .select('resource_id')
            .where('action', '=', kind.auditAction)
            .where('resource_id', 'in', ids)
            .execute();
          expect(audited.length, `${kind.auditAction} audit rows`).toBe(ids.length);
        }
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
