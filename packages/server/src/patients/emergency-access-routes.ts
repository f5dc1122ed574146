import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  emergencyAccessResponseSchema,
  emergencyAccessSchema,
  errorResponseSchema,
  patientIdParamsSchema,
  patientPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { authorize, type Actor } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { grantEmergencyAccess, type FacilityPatient } from './grant-emergency-access.ts';

/**
 * The scoped load of emergency access: a chart of the actor's own facility (assigned or not), or undefined.
 * Other facilities' children stay out of reach, and answer 404 like an absent chart.
 */
async function findFacilityPatient(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<FacilityPatient | undefined> {
  if (!actor.facilityId) return undefined;
  return trx
    .selectFrom('patients')
    .select(['id', 'first_name as firstName', 'last_name as lastName', 'facility_id as facilityId'])
    .where('id', '=', patientId)
    .where('facility_id', '=', actor.facilityId)
    .executeTakeFirst();
}

/**
 * Break-glass access: a nurse or therapist opens a chart of their own facility that is not assigned to them,
 * giving a reason. The access lasts 4 hours, is written to the audit log and raises a system alert.
 */
export async function emergencyAccessRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/patients/:patientId/emergency-access',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: emergencyAccessSchema,
        response: {
          201: emergencyAccessResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const expiresAt = await withinTransaction(db, request, async (scope) => {
        const patient = await findFacilityPatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound();
        authorize(patientPolicy.canRequestEmergencyAccess(scope.actor));
        return grantEmergencyAccess({ ...scope, patient, reason: request.body.reason });
      });
      return reply.status(201).send({ expiresAt: expiresAt.toISOString() });
    },
  );
}
