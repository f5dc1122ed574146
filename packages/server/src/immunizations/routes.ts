import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  immunizationCreatedSchema,
  immunizationInputSchema,
  immunizationPolicy,
  immunizationsResponseSchema,
  patientIdParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { loadImmunizations, presentImmunization, recordImmunization } from './immunizations.ts';

const tags = ['immunizations'];
const path = '/api/patients/:patientId/immunizations';

/**
 * A child's immunization record (Florida 59A-13.020, 26 TAC §550.211): its doses and where it stands against
 * the schedule, read by whoever sees the child with the permission (parents their own child), and added to by a
 * nurse of the care team or an administrator.
 */
export async function immunizationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    path,
    {
      config: auditedRead('VIEW_IMMUNIZATIONS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags,
        params: patientIdParamsSchema,
        response: { 200: immunizationsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(immunizationPolicy.canRead(scope.actor));
        const answer = await loadImmunizations(scope.trx, patient, scope.now);
        return { answer, details: { count: answer.items.length } };
      }),
  );

  routes.post(
    path,
    {
      schema: {
        tags,
        params: patientIdParamsSchema,
        body: immunizationInputSchema,
        response: { 201: immunizationCreatedSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(immunizationPolicy.canRecord(scope.actor));
        const row = await recordImmunization({ ...scope, patient, input: request.body });
        return { immunization: presentImmunization(row, await loadUserNames(scope.trx, [row.recorded_by])) };
      });
      return reply.status(201).send(answer);
    },
  );
}
