import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  errorResponseSchema,
  patientIdParamsSchema,
  patientPhotoResponseSchema,
  photoProposalResponseSchema,
  type PhotoProposal,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { DocumentStorage } from '../documents/index.ts';
import { REFUSALS } from '../lib/refusals.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { deletePhotoBlobs, storePhotoBlob, type StoredPhoto } from './photo-blobs.ts';
import { cleanPhoto } from './photo-image.ts';
import { findPatientToChangePhoto, findPatientToProposePhoto } from './photo-access.ts';
import { loadPhotoProposal } from './present-proposal.ts';
import { proposePatientPhoto } from './propose-patient-photo.ts';
import { receivePhoto } from './receive-photo.ts';
import { setPatientPhoto } from './set-patient-photo.ts';

/** The refusals of an upload: those of every route, a photo past 5 MB and a body that is not multipart. */
const UPLOAD_REFUSALS = { ...REFUSALS, 413: errorResponseSchema, 415: errorResponseSchema };

/**
 * The steps an upload shares: access checked before any byte is read (404 or 403), the photo read, checked by
 * content and re-encoded outside any transaction (CODE_STYLE.md, "Server"), stored encrypted; then one short
 * transaction checks access again and runs the command. A refused or failed command deletes the new blob; a
 * committed one deletes the blobs it replaced.
 */
async function receiveAndRecord(
  request: FastifyRequest<{ Params: { patientId: string } }>,
  db: Kysely<Database>,
  storage: DocumentStorage,
  steps: {
    load: (scope: CommandScope, patientId: string) => Promise<VisiblePatient>;
    record: (scope: CommandScope & { patient: VisiblePatient; photo: StoredPhoto }) => Promise<string[]>;
  },
): Promise<void> {
  const { patientId } = request.params;
  await withinTransaction(db, request, (scope) => steps.load(scope, patientId));
  const photo = await storePhotoBlob(storage, await cleanPhoto(await receivePhoto(request)));
  const removed = await withinTransaction(db, request, async (scope) =>
    steps.record({ ...scope, patient: await steps.load(scope, patientId), photo }),
  ).catch(async (error: unknown) => {
    await deletePhotoBlobs(storage, [photo.id]);
    throw error;
  });
  await deletePhotoBlobs(storage, removed);
}

/**
 * PUT /api/patients/:patientId/photo (staff: the chart's photo, at once) and PUT
 * /api/patients/:patientId/photo-proposal (a parent: a proposal for staff to accept), both multipart with the
 * photo in the field `file`.
 */
export function registerPhotoUploadRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  storage: DocumentStorage,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    '/api/patients/:patientId/photo',
    {
      schema: {
        tags: ['patients'],
        consumes: ['multipart/form-data'],
        params: patientIdParamsSchema,
        response: { 200: patientPhotoResponseSchema, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => {
      let photoUrl: string | null = null;
      await receiveAndRecord(request, db, storage, {
        load: findPatientToChangePhoto,
        record: async (scope) => {
          const change = await setPatientPhoto(scope);
          photoUrl = change.photoUrl;
          return change.removedStorageKeys;
        },
      });
      return { photoUrl };
    },
  );

  routes.put(
    '/api/patients/:patientId/photo-proposal',
    {
      schema: {
        tags: ['patients'],
        consumes: ['multipart/form-data'],
        params: patientIdParamsSchema,
        response: { 201: photoProposalResponseSchema, ...UPLOAD_REFUSALS },
      },
    },
    async (request, reply) => {
      let proposal: PhotoProposal | null = null;
      await receiveAndRecord(request, db, storage, {
        load: findPatientToProposePhoto,
        record: async (scope) => {
          const removed = await proposePatientPhoto(scope);
          proposal = await loadPhotoProposal(scope.trx, scope.patient.id);
          return removed;
        },
      });
      return reply.status(201).send({ proposal });
    },
  );
}
