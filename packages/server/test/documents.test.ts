import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAXIMUM_BYTES,
  MESSAGES,
  type DocumentDetail,
  type DocumentListResponse,
} from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { multipartBody, samplePdf, samplePng, waitForScan } from './support/document-uploads.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createSessionCookie,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient documents on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: string;
  const people: Record<
    | 'admin'
    | 'otherAdmin'
    | 'nurse'
    | 'otherNurse'
    | 'therapist'
    | 'driver'
    | 'parent'
    | 'otherParent'
    | 'superAdmin',
    TestUser
  > = {} as never;
  const children: Record<'lily' | 'zoe' | 'omar', string> = {} as never;
  const cookies = new Map<TestUser, string>();

  const cookieOf = async (user: TestUser) => {
    if (!cookies.has(user)) cookies.set(user, await createSessionCookie(database.db, user.id));
    return cookies.get(user)!;
  };
  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(user) } });
  const upload = async (
    user: TestUser,
    fields: Record<string, string>,
    file?: { name: string; content: Buffer },
  ) => {
    const body = multipartBody(fields, file);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: await cookieOf(user) },
    });
  };
  const uploadFor = (user: TestUser, patientId: string, name: string, content: Buffer) =>
    upload(user, { patientId, category: 'medical_records' }, { name, content });
  const storedFiles = async () => (await readdir(storage)).filter((name) => !name.startsWith('.'));
  const documentCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('patient_documents')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-documents-test-'));
    app = await buildApp({
      db: database.db,
      isDemoSeeded: false,
      secrets: ephemeralSecrets(),
      documentsDirectory: storage,
    });
    await app.ready();
    const home = await createFacility(database.db);
    const away = await createFacility(database.db);
    people.admin = await createUser(database.db, 'administrator', home);
    people.otherAdmin = await createUser(database.db, 'administrator', away);
    people.superAdmin = await createUser(database.db, 'super_admin', home);
    people.nurse = await createUser(database.db, 'nurse', home, { firstName: 'Nora' });
    people.otherNurse = await createUser(database.db, 'nurse', home);
    people.therapist = await createUser(database.db, 'therapist', home);
    people.driver = await createUser(database.db, 'driver', home);
    people.parent = await createUser(database.db, 'parent', null);
    people.otherParent = await createUser(database.db, 'parent', null);
    children.lily = await createPatient(database.db, home, { firstName: 'Lily' });
    children.zoe = await createPatient(database.db, home, { firstName: 'Zoe' });
    children.omar = await createPatient(database.db, away, { firstName: 'Omar' });
    await assignStaff(database.db, children.lily, people.nurse, people.admin.id);
    await assignStaff(database.db, children.lily, people.therapist, people.admin.id);
    await linkParent(database.db, children.lily, people.parent.id);
    await linkParent(database.db, children.zoe, people.otherParent.id);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(storage, { recursive: true, force: true });
  });

  describe('refusals come first', () => {
    it('answers 401 without a session and 403 to roles the spec leaves out', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
      const body = multipartBody({ patientId: children.lily, category: 'other' });
      const anonymous = await app.inject({ method: 'POST', url: '/api/documents', ...body });
      expect(anonymous.statusCode).toBe(401);
      expect((await get(people.driver, '/api/documents')).statusCode).toBe(403);
      const therapistUpload = await uploadFor(people.therapist, children.lily, 'plan.pdf', samplePdf());
      expect(therapistUpload.statusCode).toBe(403);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a file over 10 MB while it streams, with the spec message, and keeps nothing', async () => {
      const response = await uploadFor(
        people.nurse,
        children.lily,
        'huge.pdf',
        samplePdf('big', DOCUMENT_MAXIMUM_BYTES),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('File size must be less than 10MB');
      expect(await readdir(storage)).toEqual([]);
      expect(await documentCount()).toBe(0);
    });

    it('refuses an empty file', async () => {
      const response = await uploadFor(people.nurse, children.lily, 'empty.pdf', Buffer.alloc(0));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.documentEmpty);
      expect(await readdir(storage)).toEqual([]);
    });

    it('refuses types outside the list, a text file renamed .pdf and a PNG named .pdf, with the spec message', async () => {
      const cases: [string, Buffer][] = [
        ['setup.exe', Buffer.from('MZ\x90\x00binary')],
        ['notes.txt', Buffer.from('plain text')],
        ['renamed.pdf', Buffer.from('this is only text, not a PDF')],
        ['setup.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 program')],
        ['picture.pdf', samplePng()],
        ['scan.png', samplePdf()],
      ];
      for (const [name, content] of cases) {
        const response = await uploadFor(people.nurse, children.lily, name, content);
        expect(response.statusCode, name).toBe(400);
        expect(response.json().error.message, name).toBe(
          'File type not allowed. Please upload PDF, Word, or image files.',
        );
      }
      expect(await readdir(storage)).toEqual([]);
      expect(await documentCount()).toBe(0);
    });

    it('refuses a name that is only a path, and a missing patient or category', async () => {
      const dots = await uploadFor(people.nurse, children.lily, '../..', samplePdf());
      expect(dots.json().error.message).toBe(MESSAGES.documentFileNameInvalid);
      const noPatient = await upload(
        people.nurse,
        { category: 'other' },
        { name: 'a.pdf', content: samplePdf() },
      );
      expect(noPatient.statusCode).toBe(400);
      expect(noPatient.json().error.fields.patientId).toBe(MESSAGES.documentPatientRequired);
      const noCategory = await upload(
        people.nurse,
        { patientId: children.lily },
        { name: 'a.pdf', content: samplePdf() },
      );
      expect(noCategory.json().error.fields.category).toBe(MESSAGES.documentCategoryRequired);
      const noFile = await upload(people.nurse, { patientId: children.lily, category: 'other' });
      expect(noFile.json().error.message).toBe(MESSAGES.documentFileRequired);
      const json = await app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: { patientId: children.lily },
        headers: { cookie: await cookieOf(people.nurse) },
      });
      expect(json.statusCode).toBe(415);
    });

    it('answers 404 for a patient the uploader may not see, in the facility or another one', async () => {
      const unassigned = await uploadFor(people.otherNurse, children.lily, 'a.pdf', samplePdf());
      expect(unassigned.statusCode).toBe(404);
      const otherFamily = await uploadFor(people.parent, children.zoe, 'a.pdf', samplePdf());
      expect(otherFamily.statusCode).toBe(404);
      const otherFacility = await uploadFor(people.admin, children.omar, 'a.pdf', samplePdf());
      expect(otherFacility.statusCode).toBe(404);
      expect(await readdir(storage)).toEqual([]);
    });
  });

  describe('an upload, from pending to clean', () => {
    const original = samplePdf('Lily cardiology letter 2025', 200_000);
    let documentId: string;

    it('stores the PDF encrypted, pending its scan, under its base name', async () => {
      const response = await uploadFor(
        people.nurse,
        children.lily,
        'C:\\scans\\..\\cardiology.pdf',
        original,
      );
      expect(response.statusCode).toBe(201);
      const { document } = response.json();
      documentId = document.id;
      expect(document).toMatchObject({
        patientId: children.lily,
        patientName: expect.stringContaining('Lily'),
        fileName: 'cardiology.pdf',
        fileType: 'pdf',
        fileSize: original.length,
        category: 'medical_records',
        uploadedBy: 'Nora nurse',
        isEncrypted: true,
        virusScanStatus: 'pending',
        accessCount: 0,
      });
      expect(await waitForScan(database.db, documentId)).toBe('clean');
    });

    it('keeps no plaintext on disk: the blob differs and does not contain the text', async () => {
      const files = await storedFiles();
      expect(files).toEqual([documentId]);
      const blob = await readFile(path.join(storage, documentId));
      expect(blob.includes(Buffer.from('Lily cardiology letter'))).toBe(false);
      expect(blob.includes(Buffer.from('%PDF'))).toBe(false);
      const row = await database.db
        .selectFrom('patient_documents')
        .selectAll()
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.wrapped_key).not.toContain(row.sha256);
    });

    it('downloads the exact bytes with safe headers, and records the download', async () => {
      const response = await get(people.parent, `/api/documents/${documentId}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(original)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="cardiology.pdf"; filename*=UTF-8''cardiology.pdf`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lists each view, download and print in the access history, and audits them', async () => {
      await get(people.nurse, `/api/documents/${documentId}`);
      const print = await app.inject({
        method: 'POST',
        url: `/api/documents/${documentId}/print`,
        headers: { cookie: await cookieOf(people.admin) },
      });
      expect(print.statusCode).toBe(200);
      expect(print.json()).toMatchObject({
        document: { fileName: 'cardiology.pdf', medicalRecordNumber: expect.stringMatching(/^MRN-/) },
        printedBy: 'Test administrator',
      });
      const detail = (await get(people.therapist, `/api/documents/${documentId}`)).json<{
        document: DocumentDetail;
      }>().document;
      expect(detail.accessLog.map((entry) => entry.action)).toEqual(['view', 'print', 'view', 'download']);
      expect(detail.accessLog[0]).toMatchObject({ userId: people.therapist.id, ipAddress: '127.0.0.1' });
      expect(detail.accessCount).toBe(4);
      const audit = await database.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'success'])
        .where('resource_id', '=', documentId)
        .orderBy('sequence')
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'UPLOAD_DOCUMENT',
        'SCAN_DOCUMENT',
        'DOWNLOAD_DOCUMENT',
        'VIEW_DOCUMENT',
        'PRINT_DOCUMENT',
        'VIEW_DOCUMENT',
      ]);
    });

    it('refuses to serve a document again pending its scan (409)', async () => {
      await database.db
        .updateTable('patient_documents')
        .set({ scan_status: 'pending', scanned_at: null })
        .where('id', '=', documentId)
        .execute();
      const response = await get(people.nurse, `/api/documents/${documentId}/download`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.documentScanPending);
      await database.db
        .updateTable('patient_documents')
        .set({ scan_status: 'clean', scanned_at: new Date() })
        .where('id', '=', documentId)
        .execute();
    });

    it('shows the document only to those who may see the child; others get 404', async () => {
      for (const user of [people.otherParent, people.otherNurse, people.otherAdmin, people.driver]) {
        const response = await get(user, `/api/documents/${documentId}`);
        expect(response.statusCode, user.role).toBe(user.role === 'driver' ? 403 : 404);
        expect((await get(user, `/api/documents/${documentId}/download`)).statusCode).not.toBe(200);
      }
      const parentList = (await get(people.parent, '/api/documents')).json<DocumentListResponse>();
      expect(parentList.items.map((item) => item.id)).toEqual([documentId]);
      const otherParentList = (await get(people.otherParent, '/api/documents')).json<DocumentListResponse>();
      expect(otherParentList.items).toEqual([]);
      expect((await get(people.superAdmin, '/api/documents')).json().items).toHaveLength(1);
    });
  });

  describe('the list, its filters and its CSV export', () => {
    it('filters by patient, category and search, with the stat cards', async () => {
      const png = await upload(
        people.parent,
        { patientId: children.lily, category: 'photos' },
        { name: '=HYPERLINK(evil).png', content: samplePng() },
      );
      expect(png.statusCode).toBe(201);
      await waitForScan(database.db, png.json().document.id);
      const all = (await get(people.admin, '/api/documents')).json<DocumentListResponse>();
      expect(all.stats).toMatchObject({ total: 2, encrypted: 2, virusScanned: 2 });
      expect(all.stats.totalAccessCount).toBe(all.items.reduce((sum, item) => sum + item.accessCount, 0));
      const photos = (await get(people.admin, '/api/documents?category=photos')).json<DocumentListResponse>();
      expect(photos.items.map((item) => item.fileType)).toEqual(['png']);
      const search = (await get(people.admin, '/api/documents?search=cardio')).json<DocumentListResponse>();
      expect(search.items.map((item) => item.fileName)).toEqual(['cardiology.pdf']);
      const byPatient = (await get(people.admin, `/api/documents?search=${children.lily}`)).json();
      expect(byPatient.items).toHaveLength(2);
      const scoped = (await get(people.admin, `/api/documents?patientId=${children.zoe}`)).json();
      expect(scoped.items).toEqual([]);
      expect((await get(people.admin, '/api/documents?patientId=nope')).statusCode).toBe(400);
    });

    it('exports the spec columns, neutralises formulas, names the file and audits the export', async () => {
      const response = await get(people.nurse, '/api/documents/export.csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="documents-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Document ID,Patient ID,File Name,Category,Uploaded By,Upload Date,File Size (KB),Encrypted,Virus Scan,Access Count',
      );
      expect(lines).toHaveLength(3);
      expect(response.body).toContain(`'=HYPERLINK(evil).png,Photos`);
      expect(response.body).toMatch(/,Yes,clean,\d+\r\n/);
      const audit = await database.db
        .selectFrom('audit_log')
        .select(['new_values'])
        .where('action', '=', 'EXPORT_DOCUMENT_LIST')
        .executeTakeFirstOrThrow();
      expect(audit.new_values).toEqual({ format: 'csv', recordCount: 2 });
    });
  });
});
