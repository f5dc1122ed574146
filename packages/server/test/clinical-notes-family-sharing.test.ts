import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ClinicalNoteDetail, type ClinicalNoteListResponse } from '@carenest/core';
import { setUpClinicalNotesFixture } from './support/clinical-notes-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('care notes shared with the family on %s', (kind) => {
  const { people, children, notes, get, call, createNote, auditRows } = setUpClinicalNotesFixture(kind);
  const share = (noteId: string, body: object, user = people.nurse) =>
    call(user, 'PUT', `/api/clinical-notes/${noteId}/sharing`, body);
  let sharedAtCreation: string;
  let sharedLater: string;
  let unshared: string;

  beforeAll(async () => {
    const written = await createNote(people.nurse, {
      content: 'Lily painted with her class and ate all her lunch.',
      isSharedWithFamily: true,
    });
    expect(written.statusCode).toBe(201);
    expect(written.json<{ note: ClinicalNoteDetail }>().note.isSharedWithFamily).toBe(true);
    sharedAtCreation = written.json().note.id;
    sharedLater = (await createNote(people.nurse, { content: 'Nap of 90 minutes.' })).json().note.id;
    unshared = (await createNote(people.nurse, { content: 'Staff-only observation.' })).json().note.id;
  });

  it('refuses a sharing change signed out, by a parent, by anyone but the author, and bad input', async () => {
    expect((await call(null, 'PUT', `/api/clinical-notes/${sharedLater}/sharing`, {})).statusCode).toBe(401);
    expect((await share(sharedLater, { isSharedWithFamily: true }, people.parent)).statusCode).toBe(403);
    const colleague = await share(sharedLater, { isSharedWithFamily: true }, people.colleague);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.message).toBe(MESSAGES.clinicalNoteShareAuthorOnly);
    for (const body of [{}, { isSharedWithFamily: 'yes' }, { isSharedWithFamily: null }]) {
      const refused = await share(sharedLater, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { isSharedWithFamily: MESSAGES.clinicalNoteSharingRequired },
      });
    }
    const badCreate = await createNote(people.nurse, { isSharedWithFamily: 'yes' });
    expect(badCreate.statusCode).toBe(400);
    expect(badCreate.json().error.fields).toEqual({
      isSharedWithFamily: MESSAGES.clinicalNoteSharingRequired,
    });
    expect((await share(notes.omarNote, { isSharedWithFamily: true })).statusCode).toBe(404);
  });

  it('lets the author share a written note, audited with the old and new setting', async () => {
    const shared = await share(sharedLater, { isSharedWithFamily: true });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<{ note: ClinicalNoteDetail }>().note.isSharedWithFamily).toBe(true);
    expect((await auditRows('SHARE_WITH_FAMILY', sharedLater)).at(-1)).toMatchObject({
      user_id: people.nurse.id,
      old_values: { isSharedWithFamily: false },
      new_values: { isSharedWithFamily: true },
    });
  });

  it('lets the parent read the shared notes of their child, audited, never the unshared ones', async () => {
    const list = (await get(people.parent, '/api/clinical-notes')).json<ClinicalNoteListResponse>();
    expect(list.items.map((note) => note.id).sort()).toEqual([sharedAtCreation, sharedLater].sort());
    expect(list.items.every((note) => note.isSharedWithFamily && note.patient.id === children.lily)).toBe(
      true,
    );
    const read = await get(people.parent, `/api/clinical-notes/${sharedAtCreation}`);
    expect(read.statusCode).toBe(200);
    expect((await auditRows('READ', sharedAtCreation)).at(-1)).toMatchObject({
      user_id: people.parent.id,
      success: true,
    });
    expect((await get(people.parent, `/api/clinical-notes/${unshared}`)).statusCode).toBe(404);
    expect((await get(people.otherParent, `/api/clinical-notes/${sharedAtCreation}`)).statusCode).toBe(404);
    expect((await get(people.otherParent, '/api/clinical-notes')).json().total).toBe(0);
    const nurseList = (await get(people.nurse, '/api/clinical-notes')).json<ClinicalNoteListResponse>();
    expect(nurseList.items.map((note) => note.id)).toContain(unshared);
  });

  it('takes a note back from the family when the author stops sharing it', async () => {
    expect((await share(sharedLater, { isSharedWithFamily: false })).statusCode).toBe(200);
    expect((await get(people.parent, `/api/clinical-notes/${sharedLater}`)).statusCode).toBe(404);
  });
});
