import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  morningHandoffInputSchema,
  morningHandoffPolicy,
  morningHandoffQuerySchema,
  morningHandoffResponseSchema,
  patientIdParamsSchema,
  todayInZone,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadMorningHandoff } from './load-handoff.ts';
import { submitMorningHandoff } from './submit-handoff.ts';

/**
 * Morning handoffs (ARCHITECTURE.md, "Parent portal"): the day's handoff of a child (an audited read for
 * whoever may see the child) and a parent sending one.
 */
export async function morningHandoffRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/morning-handoff',
    {
      config: auditedRead('VIEW_MORNING_HANDOFF', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        querystring: morningHandoffQuerySchema,
        response: { 200: morningHandoffResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        const patient = await findVisiblePatient(trx, actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        if (!morningHandoffPolicy.canRead(actor)) throw forbidden();
        const date = request.query.date ?? todayInZone(now, patient.timeZone);
        const handoff = await loadMorningHandoff(trx, patient.id, date);
        return { answer: { handoff }, details: { date, found: handoff !== null } };
      }),
  );

  routes.post(
    '/api/patients/:patientId/morning-handoff',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: morningHandoffInputSchema,
        response: { 201: morningHandoffResponseSchema, ...REFUSALS, 429: REFUSALS[400] },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(morningHandoffPolicy.canSubmit(scope.actor));
        await submitMorningHandoff({ ...scope, patient, input: request.body });
        return {
          handoff: await loadMorningHandoff(scope.trx, patient.id, todayInZone(scope.now, patient.timeZone)),
        };
      });
      return reply.status(201).send(answer);
    },
  );
}
