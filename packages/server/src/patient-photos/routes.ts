import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  PHOTO_MAXIMUM_BYTES,
  patientIdParamsSchema,
  patientPhotoPolicy,
  patientPhotoQuerySchema,
  patientPhotoResponseSchema,
  photoProposalResponseSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { DocumentStorage } from '../documents/index.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { acceptPhotoProposal } from './accept-photo-proposal.ts';
import { deletePhotoBlobs, readPhotoBlob } from './photo-blobs.ts';
import { findPatientToChangePhoto, findPhotoPatient } from './photo-access.ts';
import { findPhoto, type PatientPhotoRow } from './photo-records.ts';
import { loadPhotoProposal } from './present-proposal.ts';
import { rejectPhotoProposal } from './reject-photo-proposal.ts';
import { removePatientPhoto } from './remove-patient-photo.ts';
import { registerPhotoUploadRoutes } from './upload-routes.ts';

/** The database and where the photos' encrypted blobs are kept (the documents' storage). */
export interface PatientPhotoRouteOptions {
  db: Kysely<Database>;
  storage: DocumentStorage;
}

/** Sends a photo's decrypted bytes: never cached (PHI), never sniffed into another type. */
async function sendPhoto(reply: FastifyReply, storage: DocumentStorage, photo: PatientPhotoRow) {
  const content = await readPhotoBlob(storage, photo);
  return reply
    .header('Content-Type', photo.content_type)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(content);
}

/**
 * The child's photo: the image (an audited read for anyone who sees the child), its upload and removal by an
 * administrator or a nurse of the care team, and a parent's proposal, which staff read, accept or reject.
 * Multipart parsing is registered here for the two uploads (one file of at most 5 MB, no fields).
 */
export async function patientPhotoRoutes(app: FastifyInstance, options: PatientPhotoRouteOptions) {
  const { db, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAXIMUM_BYTES, files: 1, fields: 2, fieldSize: 64 },
  });
  registerPhotoUploadRoutes(app, db, storage);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/photo',
    {
      config: auditedRead('VIEW_PATIENT_PHOTO', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        querystring: patientPhotoQuerySchema,
        response: REFUSALS,
      },
    },
    async (request, reply) => {
      const photo = await readAudited(db, request, async (scope) => {
        const patient = await findPhotoPatient(scope, request.params.patientId);
        authorize(patientPhotoPolicy.canView(scope.actor));
        const current = await findPhoto(scope.trx, patient.id, 'current');
        if (!current) throw notFound(MESSAGES.photoNotFound);
        return { answer: current, details: { photoId: current.id } };
      });
      return sendPhoto(reply, storage, photo);
    },
  );

  routes.delete(
    '/api/patients/:patientId/photo',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: patientPhotoResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const change = await withinTransaction(db, request, async (scope) =>
        removePatientPhoto({
          ...scope,
          patient: await findPatientToChangePhoto(scope, request.params.patientId),
        }),
      );
      await deletePhotoBlobs(storage, change.removedStorageKeys);
      return { photoUrl: change.photoUrl };
    },
  );

  routes.get(
    '/api/patients/:patientId/photo-proposal',
    {
      config: auditedRead('VIEW_PATIENT_PHOTO_PROPOSAL', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: photoProposalResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const patient = await findPatientToChangePhoto(scope, request.params.patientId);
        const proposal = await loadPhotoProposal(scope.trx, patient.id);
        return { answer: { proposal }, details: { isWaiting: proposal !== null } };
      }),
  );

  routes.get(
    '/api/patients/:patientId/photo-proposal/image',
    {
      config: auditedRead('VIEW_PATIENT_PHOTO_PROPOSAL', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        querystring: patientPhotoQuerySchema,
        response: REFUSALS,
      },
    },
    async (request, reply) => {
      const proposal = await readAudited(db, request, async (scope) => {
        const patient = await findPatientToChangePhoto(scope, request.params.patientId);
        const waiting = await findPhoto(scope.trx, patient.id, 'proposed');
        if (!waiting) throw notFound(MESSAGES.photoProposalNotFound);
        return { answer: waiting, details: { proposalId: waiting.id } };
      });
      return sendPhoto(reply, storage, proposal);
    },
  );

  routes.post(
    '/api/patients/:patientId/photo-proposal/accept',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: patientPhotoResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const change = await withinTransaction(db, request, async (scope) =>
        acceptPhotoProposal({
          ...scope,
          patient: await findPatientToChangePhoto(scope, request.params.patientId),
        }),
      );
      await deletePhotoBlobs(storage, change.removedStorageKeys);
      return { photoUrl: change.photoUrl };
    },
  );

  routes.post(
    '/api/patients/:patientId/photo-proposal/reject',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: photoProposalResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const removed = await withinTransaction(db, request, async (scope) =>
        rejectPhotoProposal({
          ...scope,
          patient: await findPatientToChangePhoto(scope, request.params.patientId),
        }),
      );
      await deletePhotoBlobs(storage, removed);
      return { proposal: null };
    },
  );
}
