import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  errorResponseSchema,
  patientDetailResponseSchema,
  patientIdParamsSchema,
  patientInputSchema,
  patientPolicy,
  patientStatusSchema,
  type PatientDetail,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize, type Actor } from '../shared/actor.ts';
import { auditChange, withinTransaction } from '../shared/request-scope.ts';
import { loadPatientDetail } from './load-patient-detail.ts';
import { createPatient, recordChanges, setPatientActive, updatePatientRecord } from './save-patient.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** The scoped load: a patient the actor may see, or 404 (absent and not visible answer alike). */
async function loadVisiblePatient(trx: Transaction<Database>, actor: Actor, patientId: string) {
  const patient = await loadPatientDetail(trx, actor, patientId);
  if (!patient) throw notFound();
  return patient;
}

/** Administrators add patients, edit them and mark them active or inactive; each change is audited. */
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
        return loadVisiblePatient(scope.trx, scope.actor, id);
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
        await updatePatientRecord({ ...scope, patient: before, input: request.body });
        const after = await loadVisiblePatient(scope.trx, scope.actor, before.id);
        const keys = Object.keys(request.body) as (keyof PatientDetail)[];
        await auditChange(scope, {
          action: 'UPDATE',
          resourceType: 'PATIENT',
          resourceId: before.id,
          ...recordChanges(before, after, keys),
        });
        return after;
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
