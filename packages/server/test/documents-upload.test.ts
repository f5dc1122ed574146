import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type DocumentDetail, type DocumentListResponse } from '@carenest/core';
import { samplePdf, waitForScan } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient documents on %s', (kind) => {
  const { database, people, children, inject, get, cookieOf, uploadFor, storageDirectory, storedFiles } =
    setUpDocumentsFixture(kind);

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
      expect(await liveEventsAbout(database.db, documentId)).toEqual([
        { kind: 'document.changed', patientIds: [children.lily], userIds: [] },
        { kind: 'document.changed', patientIds: [children.lily], userIds: [] },
      ]);
    });

    it('keeps no plaintext on disk: the blob differs and does not contain the text', async () => {
      const files = await storedFiles();
      expect(files).toEqual([documentId]);
      const blob = await readFile(path.join(storageDirectory(), documentId));
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
      const print = await inject({
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
});
