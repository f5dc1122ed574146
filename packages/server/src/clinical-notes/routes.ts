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
  clinicalNoteResponseSchema,
  createClinicalNoteSchema,
  editClinicalNoteSchema,
  errorResponseSchema,
} from '@carenest/core';
import { requirePermission } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { amendClinicalNote } from './amend-note.ts';
import { createClinicalNote } from './create-note.ts';
import { editClinicalNote } from './edit-note.ts';
import { listClinicalNotes } from './list-notes.ts';
import { findVisibleNote, loadNoteRecords } from './load-note.ts';
import type { SigningKey } from './note-integrity.ts';
import { presentNoteDetail } from './present-note.ts';
import { REFUSALS } from '../lib/refusals.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/**
 * Clinical documentation: the note list, a note with its verification (every read audited as READ),
 * writing a note, the author's inline edit and amendments. Every note is reached through a patient the
 * user may see; anything else answers 404.
 */
export async function clinicalNoteRoutes(
  app: FastifyInstance,
  { db, signingKey }: { db: Kysely<Database>; signingKey: SigningKey },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.clinicalNotes,
    {
      schema: {
        tags: ['clinical-notes'],
        querystring: clinicalNoteListQuerySchema,
        response: { 200: clinicalNoteListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requirePermission(request, 'clinical_notes', 'read');
      const { query } = request;
      return db.transaction().execute(async (trx) => {
        const page = await listClinicalNotes(trx, actor, query);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_CLINICAL_NOTE_LIST',
          resourceType: 'CLINICAL_NOTE',
          newValues: {
            type: query.type,
            patientId: query.patientId ?? null,
            page: query.page,
            noteIds: page.items.map((note) => note.id),
          },
        });
        return page;
      });
    },
  );

  routes.get(
    '/api/clinical-notes/:noteId',
    {
      schema: {
        tags: ['clinical-notes'],
        params: clinicalNoteIdParamsSchema,
        response: { 200: clinicalNoteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requirePermission(request, 'clinical_notes', 'read');
      const { noteId } = request.params;
      const note = await db.transaction().execute(async (trx) => {
        const row = await findVisibleNote(trx, actor, noteId);
        const detail = row ? presentNoteDetail(signingKey, await loadNoteRecords(trx, row)) : undefined;
        await appendAudit(trx, auditContextOf(request), {
          action: 'READ',
          resourceType: 'CLINICAL_NOTE',
          resourceId: noteId,
          newValues: detail
            ? { version: detail.versionCount, isVerified: detail.integrity.isVerified }
            : null,
          success: detail !== undefined,
          errorMessage: detail ? null : MESSAGES.clinicalNoteNotFound,
        });
        return detail;
      });
      if (!note) throw notFound(MESSAGES.clinicalNoteNotFound);
      return { note };
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
      const actor = requirePermission(request, 'clinical_notes', 'create');
      const now = new Date();
      const note = await db.transaction().execute(async (trx) => {
        const patient = await findVisiblePatient(trx, actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        const context = auditContextOf(request);
        const row = await createClinicalNote(trx, context, actor, signingKey, patient, request.body, now);
        return presentNoteDetail(signingKey, await loadNoteRecords(trx, row));
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
      const actor = requirePermission(request, 'clinical_notes', 'create');
      const now = new Date();
      const note = await db.transaction().execute(async (trx) => {
        const row = await findVisibleNote(trx, actor, request.params.noteId, true);
        if (!row) throw notFound(MESSAGES.clinicalNoteNotFound);
        await editClinicalNote(trx, auditContextOf(request), actor, signingKey, row, request.body, now);
        const edited = await findVisibleNote(trx, actor, row.id);
        return presentNoteDetail(signingKey, await loadNoteRecords(trx, edited!));
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
      const actor = requirePermission(request, 'clinical_notes', 'amend');
      const now = new Date();
      const note = await db.transaction().execute(async (trx) => {
        const row = await findVisibleNote(trx, actor, request.params.noteId, true);
        if (!row) throw notFound(MESSAGES.clinicalNoteNotFound);
        await amendClinicalNote(trx, auditContextOf(request), actor, signingKey, row, request.body, now);
        const amended = await findVisibleNote(trx, actor, row.id);
        return presentNoteDetail(signingKey, await loadNoteRecords(trx, amended!));
      });
      return reply.status(201).send({ note });
    },
  );
}
