import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAXIMUM_BYTES, MESSAGES } from '@carenest/core';
import { multipartBody, samplePdf, samplePng } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient documents on %s', (kind) => {
  const {
    people,
    children,
    inject,
    get,
    cookieOf,
    upload,
    uploadFor,
    storageDirectory,
    storedFiles,
    documentCount,
  } = setUpDocumentsFixture(kind);

  describe('refusals come first', () => {
    it('answers 401 without a session and 403 to roles the spec leaves out', async () => {
      expect((await inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
      const body = multipartBody({ patientId: children.lily, category: 'other' });
      const anonymous = await inject({ method: 'POST', url: '/api/documents', ...body });
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
      expect(await readdir(storageDirectory())).toEqual([]);
      expect(await documentCount()).toBe(0);
    });

    it('refuses an empty file', async () => {
      const response = await uploadFor(people.nurse, children.lily, 'empty.pdf', Buffer.alloc(0));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.documentEmpty);
      expect(await readdir(storageDirectory())).toEqual([]);
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
      expect(await readdir(storageDirectory())).toEqual([]);
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
      const json = await inject({
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
      expect(await readdir(storageDirectory())).toEqual([]);
    });
  });
});
