import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, assignedPatientsResponseSchema, errorResponseSchema } from '@carenest/core';
import { requireActor } from '../auth/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../lib/http-error.ts';
import { loadCaseload } from './load-caseload.ts';

/** /assigned-patients: a nurse's or therapist's caseload, with VIEW_ASSIGNED_PATIENTS in the audit log. */
export async function assignedPatientRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.assignedPatients,
    {
      schema: {
        tags: ['patients'],
        response: { 200: assignedPatientsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (actor.role !== 'nurse' && actor.role !== 'therapist') throw forbidden();
      return db.transaction().execute(async (trx) => {
        const caseload = await loadCaseload(trx, actor);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_ASSIGNED_PATIENTS',
          resourceType: 'PATIENT',
          newValues: { count: caseload.patients.length },
        });
        return caseload;
      });
    },
  );
}
