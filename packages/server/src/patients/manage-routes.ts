import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  errorResponseSchema,
  patientCareDetailsSchema,
  patientDetailResponseSchema,
  patientIdParamsSchema,
  patientInputSchema,
  patientPolicy,
  patientStatusSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize, type Actor } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { loadPatientDetail } from './load-patient-detail.ts';
import { createPatient, reloadPatient, setPatientActive, updatePatientRecord } from './save-patient.ts';
import { updateCareDetails } from './update-care-details.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** The scoped load: a patient the actor may see, or 404 (absent and not visible answer alike). */
async function loadVisiblePatient(trx: Transaction<Database>, actor: Actor, patientId: string) {
  const patient = await loadPatientDetail(trx, actor, patientId);
  if (!patient) throw notFound();
  return patient;
}

/**
 * Administrators add patients, edit their whole record and mark them active or inactive; nurses, therapists
 * and administrators update a chart's care details. Each change is audited and announced.
 */
export async function patientManagementRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.patients,
    {
      schema: {
        tags: ['patients'],
        body: patientInputSchema,
        response: { 201: patientDetailResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const patient = await withinTransaction(db, request, async (scope) => {
        authorize(patientPolicy.canCreate(scope.actor));
        const facilityId = scope.actor.facilityId;
        if (!facilityId) throw notFound();
        const id = await createPatient({ ...scope, facilityId, input: request.body });
        return reloadPatient(scope.trx, scope.actor, id);
      });
      return reply.status(201).send({ patient });
    },
  );

  routes.put(
    '/api/patients/:patientId',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: patientInputSchema,
        response: { 200: patientDetailResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const patient = await withinTransaction(db, request, async (scope) => {
        const before = await loadVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        authorize(patientPolicy.canEditRecord(scope.actor));
        return updatePatientRecord({ ...scope, patient: before, input: request.body });
      });
      return { patient };
    },
  );

  routes.put(
    '/api/patients/:patientId/care',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: patientCareDetailsSchema,
        response: { 200: patientDetailResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const patient = await withinTransaction(db, request, async (scope) => {
        const before = await loadVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        authorize(patientPolicy.canEditCareDetails(scope.actor));
        return updateCareDetails({ ...scope, patient: before, input: request.body });
      });
      return { patient };
    },
  );

  routes.patch(
    '/api/patients/:patientId/status',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: patientStatusSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await withinTransaction(db, request, async (scope) => {
        const patient = await loadVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        authorize(patientPolicy.canEditRecord(scope.actor));
        await setPatientActive({ ...scope, patient, isActive: request.body.isActive });
      });
      return reply.status(204).send(null);
    },
  );
}
