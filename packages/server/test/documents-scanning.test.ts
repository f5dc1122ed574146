import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAXIMUM_BYTES, MESSAGES } from '@carenest/core';
import { buildAppWithJobs } from './support/test-app.ts';
import { createClamdScanner } from '../src/documents/scanning/clamd-scanner.ts';
import { EICAR_TEST_STRING, createEicarScanner } from '../src/documents/scanning/eicar-scanner.ts';
import { ephemeralSecrets, type Secrets } from '../src/secrets.ts';
import { eicarPdf, multipartBody, samplePdf, waitForScan } from './support/document-uploads.ts';
import { createFacility, createPatient, createSessionCookie, createUser } from './support/factories.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** Yields a buffer in chunks of `size` bytes. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/**
 * A local fake clamd speaking the real INSTREAM protocol: "zINSTREAM\0", length-prefixed chunks, a zero
 * length, then "stream: OK\0" or "stream: Eicar-Test-Signature FOUND\0". It records the bytes it received.
 */
async function startFakeClamd(received: Buffer[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let hasCommand = false;
    const content: Buffer[] = [];
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!hasCommand) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        hasCommand = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const file = Buffer.concat(content);
          received.push(file);
          const isInfected = file.includes(Buffer.from(EICAR_TEST_STRING, 'latin1'));
          return void socket.end(isInfected ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        }
        if (buffer.length < 4 + length) return;
        content.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('the built-in scanner', () => {
  const eicar = Buffer.from(EICAR_TEST_STRING, 'latin1');

  it('finds the plain EICAR file, and EICAR inside other bytes across every chunk boundary', async () => {
    const scanner = createEicarScanner();
    expect(await scanner.scan(chunked(eicar, 1024))).toEqual({
      isInfected: true,
      signature: 'Eicar-Test-Signature',
    });
    const carrier = Buffer.concat([Buffer.alloc(100, 0x41), eicar, Buffer.alloc(100, 0x42)]);
    for (const size of [1, 7, 33, 67, 68, 100, 150]) {
      expect((await scanner.scan(chunked(carrier, size))).isInfected, `chunks of ${size}`).toBe(true);
    }
  });

  it('passes a clean file, and a broken EICAR string is not a finding', async () => {
    const scanner = createEicarScanner();
    expect(await scanner.scan(chunked(samplePdf(), 16))).toEqual({ isInfected: false });
    const broken = Buffer.from(EICAR_TEST_STRING.replace('EICAR', 'EICAX'), 'latin1');
    expect((await scanner.scan(chunked(broken, 10))).isInfected).toBe(false);
  });
});

describe('the ClamAV client (INSTREAM) against a local clamd', () => {
  const received: Buffer[] = [];
  let server: Server;
  beforeAll(async () => {
    server = await startFakeClamd(received);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('streams the file in length-prefixed chunks and reads OK and FOUND', async () => {
    const { port } = server.address() as AddressInfo;
    const scanner = createClamdScanner(`127.0.0.1:${port}`);
    const clean = samplePdf('clamd clean', 200_000);
    expect(await scanner.scan(chunked(clean, 70_000))).toEqual({ isInfected: false });
    expect(received.at(-1)!.equals(clean)).toBe(true);
    expect(await scanner.scan(chunked(eicarPdf(90_000), 50_000))).toEqual({
      isInfected: true,
      signature: 'Eicar-Test-Signature',
    });
  });

  it('fails (so the scan is retried) when clamd cannot be reached', async () => {
    const scanner = createClamdScanner('127.0.0.1:1');
    await expect(scanner.scan(chunked(samplePdf(), 10))).rejects.toThrow();
  });
});

describe.each(TEST_DATABASES)('scanning uploads on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: string;
  let secrets: Secrets;
  let cookie: string;
  let patientId: string;
  const received: Buffer[] = [];
  let clamd: Server;

  const baseUrl = async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const uploadPdf = async (target: FastifyInstance, name: string, content: Buffer) => {
    const body = multipartBody({ patientId, category: 'consent_forms' }, { name, content });
    const response = await target.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().document.id as string;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-scan-test-'));
    secrets = ephemeralSecrets();
    clamd = await startFakeClamd(received);
    app = await buildAppWithJobs({
      db: database.db,
      secrets,
      documentsDirectory: storage,
    });
    await app.ready();
    const facility = await createFacility(database.db);
    const administrator = await createUser(database.db, 'administrator', facility);
    cookie = await createSessionCookie(database.db, administrator.id);
    patientId = await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(storage, { recursive: true, force: true });
    await new Promise<void>((resolve) => clamd.close(() => resolve()));
  });

  it('quarantines a PDF carrying EICAR across a segment boundary: never served, event and alert raised', async () => {
    const documentId = await uploadPdf(app, 'consent.pdf', eicarPdf(64 * 1024 - 30));
    expect(await waitForScan(database.db, documentId)).toBe('infected');
    const download = await app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(423);
    expect(download.json().error.message).toBe(MESSAGES.documentQuarantined);
    const event = await database.db
      .selectFrom('security_events')
      .selectAll()
      .where('event_type', '=', 'suspicious_activity')
      .executeTakeFirstOrThrow();
    expect(event.severity).toBe('high');
    expect(event.details).toMatchObject({ documentId, signature: 'Eicar-Test-Signature' });
    const alert = await database.db
      .selectFrom('system_alerts')
      .selectAll()
      .where('security_event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(alert.title).toBe('Infected document quarantined');
    const list = await app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });
    expect(list.json().items[0]).toMatchObject({ id: documentId, virusScanStatus: 'infected' });
    const refused = await database.db
      .selectFrom('audit_log')
      .select(['success', 'error_message'])
      .where('action', '=', 'DOWNLOAD_DOCUMENT')
      .executeTakeFirstOrThrow();
    expect(refused).toEqual({ success: false, error_message: MESSAGES.documentQuarantined });
  });

  it('aborts a download whose blob was tampered with, delivering none of the altered segment', async () => {
    const original = samplePdf('tamper target', 300_000);
    const documentId = await uploadPdf(app, 'tamper.pdf', original);
    expect(await waitForScan(database.db, documentId)).toBe('clean');
    const file = path.join(storage, documentId);
    const blob = await readFile(file);
    blob[200_000]! ^= 0xff;
    await writeFile(file, blob);
    await expect(
      app.inject({ method: 'GET', url: `/api/documents/${documentId}/download`, headers: { cookie } }),
    ).rejects.toThrow(/destroyed/);
    const received: Buffer[] = [];
    const response = await fetch(`${await baseUrl()}/api/documents/${documentId}/download`, {
      headers: { cookie },
    });
    await expect(
      (async () => {
        for await (const chunk of response.body!) received.push(Buffer.from(chunk));
      })(),
    ).rejects.toThrow();
    const delivered = Buffer.concat(received);
    expect(delivered.length).toBeLessThanOrEqual(3 * 64 * 1024);
    expect(original.subarray(0, delivered.length).equals(delivered)).toBe(true);
    await expect
      .poll(async () =>
        (
          await database.db
            .selectFrom('security_events')
            .select(['severity', 'details'])
            .where('event_type', '=', 'suspicious_activity')
            .execute()
        ).filter((event) => JSON.stringify(event.details).includes(documentId)),
      )
      .toEqual([
        expect.objectContaining({ severity: 'critical' }),
        expect.objectContaining({ severity: 'critical' }),
      ]);
    const alert = await database.db
      .selectFrom('system_alerts')
      .select('title')
      .where('title', '=', 'Stored document failed its integrity check')
      .executeTakeFirst();
    expect(alert).toBeDefined();
  });

  it('scans documents left pending when the server starts again, with clamd when CLAMD_SOCKET is set', async () => {
    const documentId = await uploadPdf(app, 'restart.pdf', samplePdf('left pending'));
    await waitForScan(database.db, documentId);
    await database.db
      .updateTable('patient_documents')
      .set({ scan_status: 'pending', scanned_at: null })
      .where('id', '=', documentId)
      .execute();
    const { port } = clamd.address() as AddressInfo;
    await app.close();
    app = await buildAppWithJobs({
      db: database.db,
      secrets,
      documentsDirectory: storage,
      clamdSocket: `127.0.0.1:${port}`,
    });
    expect(await waitForScan(database.db, documentId)).toBe('clean');
    expect(received.at(-1)!.toString('latin1')).toContain('left pending');
    const infectedId = await uploadPdf(app, 'clamd.pdf', eicarPdf());
    expect(await waitForScan(database.db, infectedId)).toBe('infected');
  });

  it('answers 413 over real HTTP once the file passes 10 MB, leaving no file behind', async () => {
    const before = await readdir(storage);
    const body = multipartBody(
      { patientId, category: 'other' },
      { name: 'big.pdf', content: samplePdf('big', DOCUMENT_MAXIMUM_BYTES + 1024) },
    );
    const response = await fetch(`${await baseUrl()}/api/documents`, {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      MESSAGES.documentTooLarge,
    );
    expect(await readdir(storage)).toEqual(before);
  });
});
