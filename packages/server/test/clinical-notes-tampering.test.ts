import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashNoteVersion } from '../src/clinical-notes/note-integrity.ts';
import { setUpClinicalNotesFixture } from './support/clinical-notes-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('clinical notes on %s', (kind) => {
  const { database, people, children, createNote, noteOf, amend } = setUpClinicalNotesFixture(kind);

  describe('tampering in the database', () => {
    it('reports a content hash mismatch when a version row is altered directly in SQL', async () => {
      const noteId = (await createNote(people.nurse, { content: 'Original observation' })).json().note.id;
      await sql`UPDATE clinical_note_versions SET content = 'Forged observation' WHERE note_id = ${noteId}`.execute(
        database.db,
      );
      const note = await noteOf(people.nurse, noteId);
      expect(note.content).toBe('Forged observation');
      expect(note.integrity).toEqual({ isVerified: false, failures: ['Content hash mismatch on version 1'] });
      expect(note.versions[0]!.isVerified).toBe(false);
    });

    it('reports an invalid signature when the content and its hash are both rewritten', async () => {
      const noteId = (await createNote(people.nurse, { content: 'Second observation' })).json().note.id;
      const note = await noteOf(people.nurse, noteId);
      const forgedHash = hashNoteVersion({
        noteId,
        version: 1,
        patientId: children.lily,
        noteType: 'nursing_note',
        content: 'Rewritten with a fresh hash',
        authorId: people.nurse.id,
        timestamp: new Date(note.createdAt),
      });
      await sql`UPDATE clinical_note_versions SET content = 'Rewritten with a fresh hash', hash = ${forgedHash}
        WHERE note_id = ${noteId}`.execute(database.db);
      expect((await noteOf(people.nurse, noteId)).integrity.failures).toEqual([
        'Signature invalid on version 1',
      ]);
    });

    it("reports an invalid signature on an amendment whose signature was replaced by another record's", async () => {
      const noteId = (await createNote(people.nurse, { content: 'Third observation' })).json().note.id;
      const other = (await createNote(people.nurse, { content: 'Fourth observation' })).json().note;
      expect((await amend(people.nurse, noteId)).statusCode).toBe(201);
      await sql`UPDATE clinical_note_amendments SET digital_signature = ${other.digitalSignature}
        WHERE note_id = ${noteId}`.execute(database.db);
      const note = await noteOf(people.nurse, noteId);
      expect(note.integrity.failures).toEqual(['Signature invalid on amendment 1']);
      expect(note.amendments[0]!.isVerified).toBe(false);
    });

    it('reports an altered amendment text and a note moved to another note type', async () => {
      const noteId = (await createNote(people.nurse, { content: 'Fifth observation' })).json().note.id;
      await amend(people.nurse, noteId);
      await sql`UPDATE clinical_note_amendments SET amendment_text = 'Forged' WHERE note_id = ${noteId}`.execute(
        database.db,
      );
      await sql`UPDATE clinical_notes SET note_type = 'incident_report' WHERE id = ${noteId}`.execute(
        database.db,
      );
      expect((await noteOf(people.nurse, noteId)).integrity.failures).toEqual([
        'Content hash mismatch on version 1',
        'Content hash mismatch on amendment 1',
      ]);
    });
  });
});
