import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpClinicalNotesFixture } from './support/clinical-notes-fixture.ts';
import type { TestUser } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('clinical notes on %s', (kind) => {
  const { database, people, children, notes, get, createNote, auditRows } = setUpClinicalNotesFixture(kind);

  beforeAll(async () => {
    // The nurse's note on Lily (with "SpO2" in it), written before the therapist's.
    await createNote(people.nurse);
  });

  describe('reading', () => {
    let therapyNote: string;

    beforeAll(async () => {
      therapyNote = (
        await createNote(people.therapist, { noteType: 'therapy_note', content: 'Gait trainer, 12 metres' })
      ).json().note.id;
    });

    it('lists the notes of the patients a user may see, newest first, with 16 hash characters', async () => {
      const list = (await get(people.nurse, '/api/clinical-notes')).json();
      expect(list.items.length).toBeGreaterThanOrEqual(2);
      expect(list).toMatchObject({ page: 1, pageSize: 20, total: list.items.length });
      expect(list.items[0].id).toBe(therapyNote);
      for (const item of list.items) {
        expect(item.patient.id).toBe(children.lily);
        expect(item.hashPrefix).toMatch(/^[0-9a-f]{16}$/);
      }
      expect(list.items.map((item: { id: string }) => item.id)).not.toContain(notes.omarNote);
    });

    it('searches by content and by patient name, and filters by type and patient', async () => {
      const byContent = (await get(people.nurse, '/api/clinical-notes?search=gait%20TRAINER')).json();
      expect(byContent.items.map((item: { id: string }) => item.id)).toEqual([therapyNote]);
      const byName = (await get(people.nurse, '/api/clinical-notes?search=lily%20nguyen')).json();
      expect(byName.total).toBeGreaterThanOrEqual(2);
      const nursing = (await get(people.nurse, '/api/clinical-notes?type=nursing_note')).json();
      expect(nursing.items.every((item: { noteType: string }) => item.noteType === 'nursing_note')).toBe(
        true,
      );
      const zoe = (await get(people.admin, `/api/clinical-notes?patientId=${children.zoe}`)).json();
      expect(zoe.total).toBe(0);
      expect((await get(people.nurse, '/api/clinical-notes?search=%25SpO2')).json().total).toBe(0);
    });

    it("shows a parent none of their own child's notes not shared with the family, nor another family", async () => {
      const own = (await get(people.parent, '/api/clinical-notes')).json();
      expect(own.total).toBe(0);
      expect((await get(people.parent, `/api/clinical-notes/${therapyNote}`)).statusCode).toBe(404);
      expect((await get(people.otherParent, '/api/clinical-notes')).json().total).toBe(0);
      expect((await get(people.otherParent, `/api/clinical-notes/${therapyNote}`)).statusCode).toBe(404);
    });

    it('writes one READ audit row for every detail view, and a failed one for a note out of reach', async () => {
      const before = (await auditRows('READ', therapyNote)).length;
      await get(people.nurse, `/api/clinical-notes/${therapyNote}`);
      await get(people.admin, `/api/clinical-notes/${therapyNote}`);
      const rows = await auditRows('READ', therapyNote);
      expect(rows).toHaveLength(before + 2);
      expect(rows.at(-1)).toMatchObject({
        resource_type: 'CLINICAL_NOTE',
        user_id: people.admin.id,
        success: true,
      });
      await get(people.otherParent, `/api/clinical-notes/${therapyNote}`);
      expect((await auditRows('READ', therapyNote)).at(-1)).toMatchObject({
        user_id: people.otherParent.id,
        success: false,
      });
    });
  });

  describe("the dashboard's Clinical Notes Today", () => {
    const notesToday = async (user: TestUser) => {
      const body = (await get(user, '/api/dashboard')).json<{ cards: { key: string; value: number }[] }>();
      return body.cards.find((card) => card.key === 'clinicalNotesToday')?.value;
    };

    it("counts today's notes on the nurse's patients, not yesterday's nor another facility's", async () => {
      const before = await notesToday(people.colleague);
      const noteId = (await createNote(people.nurse, { content: 'Counted today' })).json().note.id;
      expect(await notesToday(people.colleague)).toBe(before! + 1);
      await sql`UPDATE clinical_notes SET created_at = created_at - interval '2 days' WHERE id = ${noteId}`.execute(
        database.db,
      );
      expect(await notesToday(people.colleague)).toBe(before);
      expect(await notesToday(people.otherNurse)).toBe(1);
    });
  });
});
