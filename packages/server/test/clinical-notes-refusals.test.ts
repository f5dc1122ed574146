import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { setUpClinicalNotesFixture } from './support/clinical-notes-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('clinical notes on %s', (kind) => {
  const { people, children, notes, inject, get, createNote, noteOf, edit, amend, noteCount } =
    setUpClinicalNotesFixture(kind);

  describe('refusals', () => {
    it('answers 401 to a signed-out visitor on every route', async () => {
      const answers = await Promise.all([
        inject({ method: 'GET', url: '/api/clinical-notes' }),
        inject({ method: 'GET', url: `/api/clinical-notes/${notes.omarNote}` }),
        inject({ method: 'POST', url: '/api/clinical-notes', payload: {} }),
        inject({ method: 'POST', url: `/api/clinical-notes/${notes.omarNote}/versions`, payload: {} }),
        inject({ method: 'POST', url: `/api/clinical-notes/${notes.omarNote}/amendments`, payload: {} }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect(answers[0]!.json().error.message).toBe(MESSAGES.notAuthenticated);
    });

    it('answers 403 to a driver, who holds no clinical_notes permission', async () => {
      expect((await get(people.driver, '/api/clinical-notes')).statusCode).toBe(403);
      expect((await createNote(people.driver)).statusCode).toBe(403);
    });

    it('answers 403 when a parent, who may only read, writes, edits or amends', async () => {
      const before = await noteCount();
      expect((await createNote(people.parent)).statusCode).toBe(403);
      expect((await edit(people.parent, notes.omarNote, 'x')).statusCode).toBe(403);
      expect((await amend(people.parent, notes.omarNote)).statusCode).toBe(403);
      expect(await noteCount()).toBe(before);
    });

    it('answers 400 for blank content, a missing patient or an unknown note type, with field messages', async () => {
      const blank = await createNote(people.nurse, { content: '   \n\t ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fields.content).toBe(MESSAGES.clinicalNoteContentRequired);
      const noPatient = await createNote(people.nurse, { patientId: undefined });
      expect(noPatient.json().error.fields.patientId).toBe(MESSAGES.clinicalNotePatientRequired);
      expect((await createNote(people.nurse, { noteType: 'discharge_summary' })).statusCode).toBe(400);
    });

    it('answers 400 for a blank reason or a blank amendment text', async () => {
      const reason = await amend(people.otherNurse, notes.omarNote, { reason: '  ' });
      expect(reason.statusCode).toBe(400);
      expect(reason.json().error.fields.reason).toBe(MESSAGES.clinicalNoteAmendmentReasonRequired);
      const text = await amend(people.otherNurse, notes.omarNote, { amendmentText: '' });
      expect(text.json().error.fields.amendmentText).toBe(MESSAGES.clinicalNoteAmendmentTextRequired);
    });

    it('answers 404 when a nurse writes for a child she is not assigned to, or of another facility', async () => {
      const before = await noteCount();
      const unassigned = await createNote(people.nurse, { patientId: children.zoe });
      expect(unassigned.statusCode).toBe(404);
      expect(unassigned.json().error.message).toBe(MESSAGES.patientNotFound);
      expect((await createNote(people.nurse, { patientId: children.omar })).statusCode).toBe(404);
      expect(await noteCount()).toBe(before);
    });

    it("answers 404 when this facility's staff read, edit or amend another facility's note", async () => {
      for (const user of [people.nurse, people.admin]) {
        expect((await get(user, `/api/clinical-notes/${notes.omarNote}`)).statusCode).toBe(404);
        const amendment = await amend(user, notes.omarNote);
        expect(amendment.statusCode).toBe(404);
        expect(amendment.json().error.message).toBe(MESSAGES.clinicalNoteNotFound);
      }
      expect((await edit(people.nurse, notes.omarNote, 'Changed')).statusCode).toBe(404);
      expect((await noteOf(people.otherNurse, notes.omarNote)).isAmended).toBe(false);
    });
  });
});
