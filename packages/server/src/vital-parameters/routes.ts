import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  MESSAGES,
  vitalParameterBodySchema,
  vitalParameterInputSchema,
  vitalParameterParamsSchema,
  vitalParametersResponseSchema,
  vitalSignsPolicy,
  type AgeBand,
  type ChildParameter,
  type ParameterMeasurement,
  type VitalParameterInput,
  type VitalParametersResponse,
} from '@carenest/core';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient, type VisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { loadChildDefaults, loadChildParameters } from './load-vital-parameters.ts';
import { orderVitalParameters, removeVitalParameters } from './order-vital-parameters.ts';
import { presentVitalParameters } from './present-vital-parameters.ts';

const patientParamsSchema = z.object({ patientId: z.uuid() });

/**
 * The body checked against the path's measurement and the child's age band (bounds, step, crossing limits);
 * a 400 naming the field.
 */
function parseOrder(
  measurement: ParameterMeasurement,
  band: AgeBand | null,
  body: VitalParameterInput,
): ChildParameter {
  const parsed = vitalParameterBodySchema(measurement, band).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'request');
    throw badRequest(issue.message, { [field]: issue.message });
  }
  return { measurement, ...parsed.data };
}

/** The chart's answer: the child's current parameters with the age band of the facility's today. */
async function answerFor(
  trx: Transaction<Database>,
  patient: VisiblePatient,
  now: Date,
): Promise<VitalParametersResponse> {
  const parameters = await loadChildParameters(trx, patient.id);
  const names = await loadUserNames(
    trx,
    parameters.map((parameter) => parameter.enteredBy),
  );
  const child = await loadChildDefaults(trx, patient, now);
  return presentVitalParameters({ patientId: patient.id, child, parameters, names });
}

/**
 * A child's physician-ordered vital sign parameters: read them with the age band's suggestions (audited),
 * enter or replace one measurement's order, remove it (idempotent: removing an absent order changes nothing
 * and answers the same). Reached through a child the user may see; entering
 * and removing need the vital-signs policy's canOrderParameters (nurse, administrator).
 */
export async function vitalParametersRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/vital-parameters',
    {
      config: auditedRead('VIEW_VITAL_PARAMETERS', 'VITAL_PARAMETERS', { param: 'patientId' }),
      schema: {
        tags: ['vital-signs'],
        params: patientParamsSchema,
        response: { 200: vitalParametersResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { patientId } = request.params;
      return readAudited(db, request, async ({ trx, actor, now }) => {
        const patient = await findVisiblePatient(trx, actor, patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(vitalSignsPolicy.canRead(actor));
        const answer = await answerFor(trx, patient, now);
        const ordered = answer.entries.filter((entry) => entry.order).map((entry) => entry.measurement);
        return { answer, details: { ordered } };
      });
    },
  );

  routes.put(
    '/api/patients/:patientId/vital-parameters/:measurement',
    {
      schema: {
        tags: ['vital-signs'],
        params: vitalParameterParamsSchema,
        body: vitalParameterInputSchema,
        response: { 200: vitalParametersResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { patientId, measurement } = request.params;
      return withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(vitalSignsPolicy.canOrderParameters(scope.actor));
        const child = await loadChildDefaults(scope.trx, patient, scope.now);
        const order = parseOrder(measurement, child.defaults.band, request.body);
        if (order.orderedOn > child.today) {
          throw badRequest(MESSAGES.orderDateInFuture, { orderedOn: MESSAGES.orderDateInFuture });
        }
        await orderVitalParameters({ ...scope, patient, order });
        return answerFor(scope.trx, patient, scope.now);
      });
    },
  );

  routes.delete(
    '/api/patients/:patientId/vital-parameters/:measurement',
    {
      schema: {
        tags: ['vital-signs'],
        params: vitalParameterParamsSchema,
        response: { 200: vitalParametersResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { patientId, measurement } = request.params;
      return withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(vitalSignsPolicy.canOrderParameters(scope.actor));
        await removeVitalParameters({ ...scope, patient, measurement });
        return answerFor(scope.trx, patient, scope.now);
      });
    },
  );
}
