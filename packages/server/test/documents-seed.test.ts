import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageThread, MessageThreadDetail } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { createFileBlobStore } from '../src/documents/storage/blob-store.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { seedDemoDocuments } from '../src/seed/demo-documents.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { DEMO_RETURN_STATEMENT, seedDemoExclusion } from '../src/seed/demo-infection-control.ts';
import { createSessionCookie } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('the demo documents', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-seed-documents-'));
    const secrets = ephemeralSecrets();
    await seedDemo(database.db, secrets.signingKey);
    expect(await seedDemoDocuments(database.db, createFileBlobStore(storage), secrets.encryptionKey)).toBe(4);
    await seedDemoExclusion(database.db, new Date());
    app = await buildApp({ db: database.db, secrets, documentsDirectory: storage });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(storage, { recursive: true, force: true });
  });

  it("clears the demo child's exclusion with the uploaded physician's statement", async () => {
    const exclusion = await database.db
      .selectFrom('illness_exclusions')
      .innerJoin('patient_documents', 'patient_documents.id', 'illness_exclusions.clearance_document_id')
      .select(['patient_documents.file_name', 'illness_exclusions.cleared_at'])
      .executeTakeFirstOrThrow();
    expect(exclusion.file_name).toBe(DEMO_RETURN_STATEMENT);
    expect(exclusion.cleared_at).not.toBeNull();
  });

  it('gives the demo parent a real PDF and PNG per child, encrypted, clean and downloadable', async () => {
    const parent = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'parent@carenest.example')
      .executeTakeFirstOrThrow();
    const cookie = await createSessionCookie(database.db, parent.id);
    const list = (await app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } })).json();
    expect(list.stats).toMatchObject({ total: 4, encrypted: 4, virusScanned: 4 });
    const types = list.items.map((item: { fileType: string }) => item.fileType).sort();
    expect(types).toEqual(['pdf', 'pdf', 'pdf', 'png']);
    for (const item of list.items as { id: string; fileType: string }[]) {
      const download = await app.inject({
        method: 'GET',
        url: `/api/documents/${item.id}/download`,
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      const signature = item.fileType === 'pdf' ? '%PDF-' : '\x89PNG';
      expect(download.rawPayload.subarray(0, signature.length).toString('latin1')).toBe(signature);
    }
  });

  it('attaches the cardiology letter to the nurse’s demo message about Mateo', async () => {
    const parent = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'parent@carenest.example')
      .executeTakeFirstOrThrow();
    const cookie = await createSessionCookie(database.db, parent.id);
    const threads = (
      await app.inject({ method: 'GET', url: '/api/message-threads', headers: { cookie } })
    ).json<{ items: MessageThread[] }>().items;
    const mateo = threads.find((thread) => thread.patient.name.startsWith('Mateo'))!;
    const detail = (
      await app.inject({ method: 'GET', url: `/api/message-threads/${mateo.id}`, headers: { cookie } })
    ).json<MessageThreadDetail>();
    const carrying = detail.messages.filter((message) => message.attachments.length > 0);
    expect(carrying).toHaveLength(1);
    expect(carrying[0]!.attachments).toEqual([
      expect.objectContaining({ fileName: 'Cardiology consult letter.pdf', virusScanStatus: 'clean' }),
    ]);
  });
});
