import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  addMedicationResponseSchema,
  changeMedicationSchema,
  discontinueMedicationSchema,
  errorResponseSchema,
  medicationHistoryResponseSchema,
  medicationIdParamsSchema,
  medicationPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { isNurseOnCareTeam } from '../shared/care-team.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { changeMedicationOrder } from './change-medication.ts';
import { discontinueMedication } from './discontinue-medication.ts';
import { presentMedicationToday } from './load-patient-medications.ts';
import { loadMedicationHistory } from './order-versions.ts';
import { findVisibleMedication } from './visible-medication.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/**
 * The scoped load and the authorize step of a change to an order: the medication FOR UPDATE through a child
 * the actor may see (else 404), then the policy: a nurse of the child's care team or an administrator (403).
 */
async function lockOrderToChange(scope: CommandScope, medicationId: string) {
  const target = await findVisibleMedication(scope.trx, scope.actor, medicationId, 'update');
  if (!target) throw notFound(MESSAGES.patientNotFound);
  const isOnCareTeam = await isNurseOnCareTeam(scope.trx, scope.actor.userId, target.patient.id);
  authorize(
    medicationPolicy.canChangeOrder(scope.actor, { isOnCareTeam }),
    MESSAGES.medicationOrderChangeRestricted,
  );
  return target;
}

/**
 * Medication orders over time: changing an order (a new version, the old ones kept), discontinuing it with a
 * reason, and reading its whole history (audited).
 */
export async function medicationOrderRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/medications/:medicationId',
    {
      schema: {
        tags: ['medications'],
        params: medicationIdParamsSchema,
        body: changeMedicationSchema,
        response: { 200: addMedicationResponseSchema, ...refusals },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { medication, patient } = await lockOrderToChange(scope, request.params.medicationId);
        const changed = await changeMedicationOrder({ ...scope, medication, input: request.body });
        return { medication: await presentMedicationToday(scope.trx, changed, patient, scope.now) };
      }),
  );

  routes.post(
    '/api/medications/:medicationId/discontinue',
    {
      schema: {
        tags: ['medications'],
        params: medicationIdParamsSchema,
        body: discontinueMedicationSchema,
        response: { 200: medicationHistoryResponseSchema, ...refusals },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { medication, patient } = await lockOrderToChange(scope, request.params.medicationId);
        const { reason } = request.body;
        const stopped = await discontinueMedication({ ...scope, medication, patient, reason });
        return loadMedicationHistory(scope.trx, stopped);
      }),
  );

  routes.get(
    '/api/medications/:medicationId/versions',
    {
      config: auditedRead('VIEW_MEDICATION_HISTORY', 'MEDICATION', { param: 'medicationId' }),
      schema: {
        tags: ['medications'],
        params: medicationIdParamsSchema,
        response: { 200: medicationHistoryResponseSchema, ...refusals },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const target = await findVisibleMedication(trx, actor, request.params.medicationId);
        if (!target) throw notFound(MESSAGES.patientNotFound);
        authorize(medicationPolicy.canRead(actor));
        const answer = await loadMedicationHistory(trx, target.medication);
        return { answer, details: { patientId: target.patient.id, versions: answer.versions.length } };
      }),
  );
}
