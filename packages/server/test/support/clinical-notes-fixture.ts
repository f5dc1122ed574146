import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { beforeAll } from 'vitest';
import type { ClinicalNoteDetail } from '@carenest/core';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { ephemeralSecrets, type Secrets } from '../../src/secrets.ts';
import { createCareTeam, type CareTeamPerson } from './care-team.ts';
import { createUser, linkParent, type TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** The content of a nurse's note on Lily, as the stories write it. */
export const CONTENT = 'Lily arrived alert. Lungs clear bilaterally, SpO2 97% on room air.';

/** Who acts in the clinical-note stories: the shared care team, and the parent of Zoe (another child). */
export type ClinicalNotesPerson = CareTeamPerson | 'otherParent';

/** Two facilities with their people and children, another facility's note, and the note requests. */
export interface ClinicalNotesFixture extends IntegrationSuite {
  /** The keys the API signs notes with, to verify a signature from outside. */
  secrets: Secrets;
  people: Record<ClinicalNotesPerson, TestUser>;
  /** Lily (nurse, colleague and therapist assigned), Zoe, and Omar of the other facility. */
  children: Record<'lily' | 'zoe' | 'omar', string>;
  /** The note another facility's nurse wrote on Omar, out of this facility's reach. */
  notes: { omarNote: string };
  /** Writes a nursing note on Lily with CONTENT, unless `fields` say otherwise. */
  createNote(user: TestUser, fields?: object): Promise<LightMyRequestResponse>;
  /** One note as the user reads it. */
  noteOf(user: TestUser, noteId: string): Promise<ClinicalNoteDetail>;
  /** Saves an inline edit of a note (a new version). */
  edit(user: TestUser, noteId: string, content: string): Promise<LightMyRequestResponse>;
  /** Appends an amendment (a misread saturation, unless `fields` say otherwise). */
  amend(user: TestUser, noteId: string, fields?: object): Promise<LightMyRequestResponse>;
  /** The audit rows of one action on one resource. */
  auditRows(action: string, resourceId: string): Promise<Selectable<Database['audit_log']>[]>;
  /** How many notes the database holds. */
  noteCount(): Promise<number>;
}

/**
 * Registers, in the calling describe block, a fresh database and API (with known signing keys), two
 * facilities, their people and children, and Omar's note; answers the fixture.
 */
export function setUpClinicalNotesFixture(kind: 'pglite' | 'postgresql'): ClinicalNotesFixture {
  const secrets = ephemeralSecrets();
  const suite = setUpIntegrationSuite(kind, {
    buildApp: (db) => buildApp({ db, secrets }),
  });
  const { database, get, post } = suite;
  const people = {} as Record<ClinicalNotesPerson, TestUser>;
  const children = {} as Record<'lily' | 'zoe' | 'omar', string>;
  const notes = { omarNote: '' };

  const createNote = (user: TestUser, fields: object = {}) =>
    post(user, '/api/clinical-notes', {
      patientId: children.lily,
      noteType: 'nursing_note',
      content: CONTENT,
      ...fields,
    });

  beforeAll(async () => {
    const db = database.db;
    const team = await createCareTeam(db);
    Object.assign(people, team.people, { otherParent: await createUser(db, 'parent', team.home) });
    Object.assign(children, team.children);
    await linkParent(db, children.zoe, people.otherParent.id);
    notes.omarNote = (await createNote(people.otherNurse, { patientId: children.omar })).json().note.id;
  });

  return {
    ...suite,
    secrets,
    people,
    children,
    notes,
    createNote,
    noteOf: async (user, noteId) =>
      (await get(user, `/api/clinical-notes/${noteId}`)).json<{ note: ClinicalNoteDetail }>().note,
    edit: (user, noteId, content) => post(user, `/api/clinical-notes/${noteId}/versions`, { content }),
    amend: (user, noteId, fields = {}) =>
      post(user, `/api/clinical-notes/${noteId}/amendments`, {
        reason: 'Saturation misread',
        amendmentText: 'SpO2 was 95% on room air, not 97%.',
        ...fields,
      }),
    auditRows: (action, resourceId) =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('resource_id', '=', resourceId)
        .execute(),
    noteCount: () => suite.countRows('clinical_notes'),
  };
}
