import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  amendClinicalNoteSchema,
  clinicalNoteIdParamsSchema,
  clinicalNoteListQuerySchema,
  clinicalNoteListResponseSchema,
  clinicalNotePolicy,
  clinicalNoteResponseSchema,
  createClinicalNoteSchema,
  editClinicalNoteSchema,
  errorResponseSchema,
  shareClinicalNoteSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { pageOf } from '../shared/pagination.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { amendClinicalNote } from './amend-note.ts';
import { createClinicalNote } from './create-note.ts';
import { editClinicalNote } from './edit-note.ts';
import { loadNotePage } from './list-notes.ts';
import { findVisibleNote, loadNoteRecords, type NoteRow } from './load-note.ts';
import type { SigningKey } from './note-integrity.ts';
import { presentNoteDetail, presentNoteSummary } from './present-note.ts';
import { shareClinicalNote } from './share-note.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/**
 * The scoped load of a write: the note FOR UPDATE (an inline edit and an amendment of the same note are
 * decided one after the other) if its patient is one the actor may see, or 404.
 */
async function lockVisibleNote(scope: CommandScope, noteId: string): Promise<NoteRow> {
  const note = await findVisibleNote(scope.trx, scope.actor, noteId, true);
  if (!note) throw notFound(MESSAGES.clinicalNoteNotFound);
  return note;
}

/**
 * Clinical documentation: the note list, a note with its verification (every read audited), writing a
 * note, the author's inline edit, sharing with the family and amendments. Every note is reached through a patient the user may see;
 * anything else answers 404.
 */
export async function clinicalNoteRoutes(
  app: FastifyInstance,
  { db, signingKey }: { db: Kysely<Database>; signingKey: SigningKey },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const presentNote = async (scope: CommandScope, note: NoteRow) =>
    presentNoteDetail(signingKey, await loadNoteRecords(scope.trx, note));

  routes.get(
    API_PATHS.clinicalNotes,
    {
      config: auditedRead('VIEW_CLINICAL_NOTE_LIST', 'CLINICAL_NOTE'),
      schema: {
        tags: ['clinical-notes'],
        querystring: clinicalNoteListQuerySchema,
        response: { 200: clinicalNoteListResponseSchema, ...refusals },
      },
    },
    (request) => {
      const { query } = request;
      return readAudited(db, request, async ({ trx, actor }) => {
        authorize(clinicalNotePolicy.canRead(actor));
        const { rows, total } = await loadNotePage(trx, actor, query);
        const page = pageOf(rows.map(presentNoteSummary), total, query);
        const noteIds = page.items.map((note) => note.id);
        const filters = { type: query.type, patientId: query.patientId ?? null, page: query.page };
        return { answer: page, details: { ...filters, noteIds } };
      });
    },
  );

  routes.get(
    '/api/clinical-notes/:noteId',
    {
      config: auditedRead('READ', 'CLINICAL_NOTE', { param: 'noteId' }),
      schema: {
        tags: ['clinical-notes'],
        params: clinicalNoteIdParamsSchema,
        response: { 200: clinicalNoteResponseSchema, ...refusals },
      },
    },
    (request) => {
      const { noteId } = request.params;
      return readAudited(db, request, async (scope) => {
        const row = await findVisibleNote(scope.trx, scope.actor, noteId);
        if (!row) throw notFound(MESSAGES.clinicalNoteNotFound);
        authorize(clinicalNotePolicy.canRead(scope.actor));
        const note = await presentNote(scope, row);
        const details = { version: note.versionCount, isVerified: note.integrity.isVerified };
        return { answer: { note }, details };
      });
    },
  );

  routes.post(
    API_PATHS.clinicalNotes,
    {
      schema: {
        tags: ['clinical-notes'],
        body: createClinicalNoteSchema,
        response: { 201: clinicalNoteResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const note = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(clinicalNotePolicy.canCreate(scope.actor));
        const created = await createClinicalNote({ ...scope, patient, input: request.body, signingKey });
        return presentNote(scope, created);
      });
      return reply.status(201).send({ note });
    },
  );

  routes.post(
    '/api/clinical-notes/:noteId/versions',
    {
      schema: {
        tags: ['clinical-notes'],
        params: clinicalNoteIdParamsSchema,
        body: editClinicalNoteSchema,
        response: { 201: clinicalNoteResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const note = await withinTransaction(db, request, async (scope) => {
        const row = await lockVisibleNote(scope, request.params.noteId);
        // An amended note is closed to its author's edits: a conflict with the note's state, not a denial.
        if (row.is_amended && row.author_id === scope.actor.userId)
          throw conflict(MESSAGES.clinicalNoteEditAfterAmendment);
        const facts = { authorId: row.author_id, isAmended: row.is_amended };
        authorize(clinicalNotePolicy.canEdit(scope.actor, facts), MESSAGES.clinicalNoteEditAuthorOnly);
        const edited = await editClinicalNote({ ...scope, note: row, input: request.body, signingKey });
        return presentNote(scope, edited);
      });
      return reply.status(201).send({ note });
    },
  );

  routes.post(
    '/api/clinical-notes/:noteId/amendments',
    {
      schema: {
        tags: ['clinical-notes'],
        params: clinicalNoteIdParamsSchema,
        body: amendClinicalNoteSchema,
        response: { 201: clinicalNoteResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const note = await withinTransaction(db, request, async (scope) => {
        const row = await lockVisibleNote(scope, request.params.noteId);
        authorize(clinicalNotePolicy.canAmend(scope.actor));
        const amended = await amendClinicalNote({ ...scope, note: row, input: request.body, signingKey });
        return presentNote(scope, amended);
      });
      return reply.status(201).send({ note });
    },
  );

  routes.put(
    '/api/clinical-notes/:noteId/sharing',
    {
      schema: {
        tags: ['clinical-notes'],
        params: clinicalNoteIdParamsSchema,
        body: shareClinicalNoteSchema,
        response: { 200: clinicalNoteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const note = await withinTransaction(db, request, async (scope) => {
        const row = await lockVisibleNote(scope, request.params.noteId);
        authorize(
          clinicalNotePolicy.canShare(scope.actor, { authorId: row.author_id }),
          MESSAGES.clinicalNoteShareAuthorOnly,
        );
        const shared = await shareClinicalNote({ ...scope, note: row, input: request.body });
        return presentNote(scope, shared);
      });
      return { note };
    },
  );
}
