import { verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, signedRecordInput, type ClinicalNoteDetail } from '@carenest/core';
import { CONTENT, setUpClinicalNotesFixture } from './support/clinical-notes-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('clinical notes on %s', (kind) => {
  const { database, secrets, people, children, createNote, noteOf, edit, amend, auditRows } =
    setUpClinicalNotesFixture(kind);
  const noteEventsOf = async (noteId: string) =>
    (await liveEventsAbout(database.db, noteId)).map((event) => [event.kind, event.patientIds]);

  describe('writing, editing and amending', () => {
    let noteId: string;

    it('signs a new note with the author and time of the session and server, not of the body', async () => {
      const before = Date.now();
      const response = await createNote(people.nurse, {
        authorId: people.admin.id,
        timestamp: '2001-01-01T00:00:00.000Z',
        content: `  ${CONTENT}  `,
      });
      expect(response.statusCode).toBe(201);
      const { note } = response.json<{ note: ClinicalNoteDetail }>();
      noteId = note.id;
      expect(note).toMatchObject({
        author: { id: people.nurse.id, name: 'Nadia nurse' },
        patient: { id: children.lily, name: 'Lily Nguyen' },
        noteType: 'nursing_note',
        content: CONTENT,
        isAmended: false,
        integrity: { isVerified: true, failures: [] },
      });
      expect(new Date(note.createdAt).getTime()).toBeGreaterThanOrEqual(before);
      expect(note.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(note.hashPrefix).toBe(note.hash.slice(0, 16));
      const signed = signedRecordInput({
        hash: note.hash,
        authorId: people.nurse.id,
        timestamp: new Date(note.createdAt),
      });
      const signature = Buffer.from(note.digitalSignature, 'base64');
      expect(verify(null, Buffer.from(signed), secrets.signingKey.publicKey, signature)).toBe(true);
      const audit = await auditRows('CREATE', noteId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ resource_type: 'CLINICAL_NOTE', user_id: people.nurse.id });
      expect(await noteEventsOf(noteId)).toEqual([['clinical-note.changed', [children.lily]]]);
    });

    it('answers 403 when a colleague edits a note she did not write', async () => {
      const response = await edit(people.colleague, noteId, 'Colleague rewrites the note');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.clinicalNoteEditAuthorOnly);
    });

    it('answers 400 when the author saves unchanged or blank content', async () => {
      expect((await edit(people.nurse, noteId, CONTENT)).json().error.message).toBe(
        MESSAGES.clinicalNoteUnchanged,
      );
      expect((await edit(people.nurse, noteId, '  ')).statusCode).toBe(400);
    });

    it("adds the author's inline edit as a new signed version, keeps the first readable, audits UPDATE", async () => {
      const response = await edit(people.nurse, noteId, `${CONTENT} Suctioned once at 10:00.`);
      expect(response.statusCode).toBe(201);
      const { note } = response.json<{ note: ClinicalNoteDetail }>();
      expect(note.content).toBe(`${CONTENT} Suctioned once at 10:00.`);
      expect(note.versions.map((version) => [version.number, version.content, version.isVerified])).toEqual([
        [1, CONTENT, true],
        [2, `${CONTENT} Suctioned once at 10:00.`, true],
      ]);
      expect(note.integrity.isVerified).toBe(true);
      expect(await auditRows('UPDATE', noteId)).toHaveLength(1);
      expect(await noteEventsOf(noteId)).toHaveLength(2);
    });

    it('appends a signed amendment by a colleague, marks the note amended and audits AMEND', async () => {
      const response = await amend(people.colleague, noteId);
      expect(response.statusCode).toBe(201);
      const { note } = response.json<{ note: ClinicalNoteDetail }>();
      expect(note.isAmended).toBe(true);
      expect(note.amendments).toEqual([
        expect.objectContaining({
          number: 1,
          reason: 'Saturation misread',
          amendmentText: 'SpO2 was 95% on room air, not 97%.',
          author: expect.objectContaining({ id: people.colleague.id }),
          isVerified: true,
        }),
      ]);
      expect(note.integrity.isVerified).toBe(true);
      const audit = await auditRows('AMEND', noteId);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.user_id).toBe(people.colleague.id);
      expect(await noteEventsOf(noteId)).toEqual([
        ['clinical-note.changed', [children.lily]],
        ['clinical-note.changed', [children.lily]],
        ['clinical-note.changed', [children.lily]],
      ]);
    });

    it('answers 409 when the author edits inline after the amendment', async () => {
      const response = await edit(people.nurse, noteId, 'Too late to rewrite');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.clinicalNoteEditAfterAmendment);
      expect((await noteOf(people.nurse, noteId)).versions).toHaveLength(2);
      expect(await noteEventsOf(noteId)).toHaveLength(3);
    });
  });
});
