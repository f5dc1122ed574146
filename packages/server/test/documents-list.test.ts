import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentListResponse } from '@carenest/core';
import { samplePdf, samplePng, waitForScan } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient documents on %s', (kind) => {
  const { database, people, children, get, upload, uploadFor } = setUpDocumentsFixture(kind);

  beforeAll(async () => {
    // Lily's cardiology letter, uploaded by her nurse and scanned clean.
    const response = await uploadFor(people.nurse, children.lily, 'cardiology.pdf', samplePdf());
    await waitForScan(database.db, response.json().document.id);
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
      expect(all).toMatchObject({ page: 1, pageSize: 25, total: 2 });
      expect(all.stats).toMatchObject({ total: 2, encrypted: 2, virusScanned: 2 });
      const secondPage = (
        await get(people.admin, '/api/documents?pageSize=1&page=2')
      ).json<DocumentListResponse>();
      expect(secondPage).toMatchObject({ page: 2, pageSize: 1, total: 2 });
      expect(secondPage.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
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
      const dayBefore = new Date().toISOString().slice(0, 10);
      const response = await get(people.nurse, '/api/documents/export.csv');
      const dayAfter = new Date().toISOString().slice(0, 10);
      expect(response.statusCode).toBe(200);
      // The server's day of the export, which a request near midnight may see as either.
      expect([dayBefore, dayAfter].map((day) => `attachment; filename="documents-${day}.csv"`)).toContain(
        response.headers['content-disposition'],
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
