import { verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, signedRecordInput, type ClinicalNoteDetail } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { hashNoteVersion } from '../src/clinical-notes/note-integrity.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

const CONTENT = 'Lily arrived alert. Lungs clear bilaterally, SpO2 97% on room air.';

describe.each(TEST_DATABASES)('clinical notes on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const secrets = ephemeralSecrets();
  const people: Record<
    | 'admin'
    | 'nurse'
    | 'colleague'
    | 'therapist'
    | 'driver'
    | 'parent'
    | 'otherParent'
    | 'otherNurse'
    | 'otherAdmin',
    TestUser
  > = {} as never;
  const children: Record<'lily' | 'zoe' | 'omar', string> = {} as never;
  const cookies = new Map<TestUser, string>();
  let omarNote: string;

  const cookieOf = async (user: TestUser) => {
    if (!cookies.has(user)) cookies.set(user, await signInAs(app, user));
    return cookies.get(user)!;
  };
  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(user) } });
  const post = async (user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: await cookieOf(user) } });
  const createNote = (user: TestUser, fields: object = {}) =>
    post(user, '/api/clinical-notes', {
      patientId: children.lily,
      noteType: 'nursing_note',
      content: CONTENT,
      ...fields,
    });
  const noteOf = async (user: TestUser, noteId: string) =>
    (await get(user, `/api/clinical-notes/${noteId}`)).json<{ note: ClinicalNoteDetail }>().note;
  const edit = (user: TestUser, noteId: string, content: string) =>
    post(user, `/api/clinical-notes/${noteId}/versions`, { content });
  const amend = (user: TestUser, noteId: string, fields: object = {}) =>
    post(user, `/api/clinical-notes/${noteId}/amendments`, {
      reason: 'Saturation misread',
      amendmentText: 'SpO2 was 95% on room air, not 97%.',
      ...fields,
    });
  const auditRows = (action: string, resourceId: string) =>
    database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('resource_id', '=', resourceId)
      .execute();
  const noteCount = async () =>
    (
      await database.db
        .selectFrom('clinical_notes')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ db: database.db, isDemoSeeded: false, secrets });
    const db = database.db;
    const home = await createFacility(db);
    const elsewhere = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', home);
    people.nurse = await createUser(db, 'nurse', home, { firstName: 'Nadia' });
    people.colleague = await createUser(db, 'nurse', home);
    people.therapist = await createUser(db, 'therapist', home);
    people.driver = await createUser(db, 'driver', home);
    people.parent = await createUser(db, 'parent', home);
    people.otherParent = await createUser(db, 'parent', home);
    people.otherNurse = await createUser(db, 'nurse', elsewhere);
    people.otherAdmin = await createUser(db, 'administrator', elsewhere);
    children.lily = await createPatient(db, home, { firstName: 'Lily', lastName: 'Nguyen' });
    children.zoe = await createPatient(db, home, { firstName: 'Zoe', lastName: 'Park' });
    children.omar = await createPatient(db, elsewhere, { firstName: 'Omar', lastName: 'Haddad' });
    await linkParent(db, children.lily, people.parent.id);
    await linkParent(db, children.zoe, people.otherParent.id);
    for (const staff of [people.nurse, people.colleague, people.therapist])
      await assignStaff(db, children.lily, staff, people.admin.id);
    await assignStaff(db, children.omar, people.otherNurse, people.otherAdmin.id);
    omarNote = (await createNote(people.otherNurse, { patientId: children.omar })).json().note.id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe('refusals', () => {
    it('answers 401 to a signed-out visitor on every route', async () => {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/api/clinical-notes' }),
        app.inject({ method: 'GET', url: `/api/clinical-notes/${omarNote}` }),
        app.inject({ method: 'POST', url: '/api/clinical-notes', payload: {} }),
        app.inject({ method: 'POST', url: `/api/clinical-notes/${omarNote}/versions`, payload: {} }),
        app.inject({ method: 'POST', url: `/api/clinical-notes/${omarNote}/amendments`, payload: {} }),
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
      expect((await edit(people.parent, omarNote, 'x')).statusCode).toBe(403);
      expect((await amend(people.parent, omarNote)).statusCode).toBe(403);
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
      const reason = await amend(people.otherNurse, omarNote, { reason: '  ' });
      expect(reason.statusCode).toBe(400);
      expect(reason.json().error.fields.reason).toBe(MESSAGES.clinicalNoteAmendmentReasonRequired);
      const text = await amend(people.otherNurse, omarNote, { amendmentText: '' });
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
        expect((await get(user, `/api/clinical-notes/${omarNote}`)).statusCode).toBe(404);
        const amendment = await amend(user, omarNote);
        expect(amendment.statusCode).toBe(404);
        expect(amendment.json().error.message).toBe(MESSAGES.clinicalNoteNotFound);
      }
      expect((await edit(people.nurse, omarNote, 'Changed')).statusCode).toBe(404);
      expect((await noteOf(people.otherNurse, omarNote)).isAmended).toBe(false);
    });
  });

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
    });

    it('answers 409 when the author edits inline after the amendment', async () => {
      const response = await edit(people.nurse, noteId, 'Too late to rewrite');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.clinicalNoteEditAfterAmendment);
      expect((await noteOf(people.nurse, noteId)).versions).toHaveLength(2);
    });
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
      expect(list.items[0].id).toBe(therapyNote);
      for (const item of list.items) {
        expect(item.patient.id).toBe(children.lily);
        expect(item.hashPrefix).toMatch(/^[0-9a-f]{16}$/);
      }
      expect(list.items.map((item: { id: string }) => item.id)).not.toContain(omarNote);
    });

    it('searches by content and by patient name, and filters by type and patient', async () => {
      const byContent = (await get(people.nurse, '/api/clinical-notes?search=gait%20TRAINER')).json();
      expect(byContent.items.map((item: { id: string }) => item.id)).toEqual([therapyNote]);
      const byName = (await get(people.nurse, '/api/clinical-notes?search=lily%20nguyen')).json();
      expect(byName.matchedCount).toBeGreaterThanOrEqual(2);
      const nursing = (await get(people.nurse, '/api/clinical-notes?type=nursing_note')).json();
      expect(nursing.items.every((item: { noteType: string }) => item.noteType === 'nursing_note')).toBe(
        true,
      );
      const zoe = (await get(people.admin, `/api/clinical-notes?patientId=${children.zoe}`)).json();
      expect(zoe.matchedCount).toBe(0);
      expect((await get(people.nurse, '/api/clinical-notes?search=%25SpO2')).json().matchedCount).toBe(0);
    });

    it("lets a parent read their own child's notes, and another family none of them", async () => {
      const own = (await get(people.parent, '/api/clinical-notes')).json();
      expect(own.matchedCount).toBeGreaterThanOrEqual(2);
      expect((await get(people.parent, `/api/clinical-notes/${therapyNote}`)).statusCode).toBe(200);
      expect((await get(people.otherParent, '/api/clinical-notes')).json().matchedCount).toBe(0);
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
