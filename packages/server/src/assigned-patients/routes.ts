import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  assignedPatientsResponseSchema,
  errorResponseSchema,
  patientPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadCaseload } from './load-caseload.ts';

/**
 * /assigned-patients: the signed-in user's own caseload (a nurse's or therapist's; empty for anyone without
 * assignments), with VIEW_ASSIGNED_PATIENTS in the audit log.
 */
export async function assignedPatientRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.assignedPatients,
    {
      config: auditedRead('VIEW_ASSIGNED_PATIENTS', 'PATIENT'),
      schema: {
        tags: ['patients'],
        response: { 200: assignedPatientsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      return readAudited(db, request, async (scope) => {
        authorize(patientPolicy.canReadCaseload(scope.actor));
        const caseload = await loadCaseload(scope.trx, scope.actor);
        return { answer: caseload, details: { count: caseload.patients.length } };
      });
    },
  );
}
