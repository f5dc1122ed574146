import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  errorResponseSchema,
  hasPermission,
  patientDetailResponseSchema,
  patientIdParamsSchema,
  patientListQuerySchema,
  patientListResponseSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { listPatients } from './list-patients.ts';
import { isDeniedWithinFacility, loadPatientDetail } from './load-patient-detail.ts';

/** The patient list and the patient chart, each read scoped to the user and written to the audit log. */
export async function patientRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 400: errorResponseSchema };

  routes.get(
    API_PATHS.patients,
    {
      schema: {
        tags: ['patients'],
        querystring: patientListQuerySchema,
        response: { 200: patientListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!hasPermission(actor.role, 'patients', 'read')) throw forbidden(MESSAGES.accessRestrictedPatients);
      return db.transaction().execute(async (trx) => {
        const page = await listPatients(trx, actor, request.query);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_PATIENT_LIST',
          resourceType: 'PATIENT',
          newValues: { filter: request.query.filter, page: request.query.page, returned: page.items.length },
        });
        return page;
      });
    },
  );

  routes.get(
    '/api/patients/:patientId',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: patientDetailResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { patientId } = request.params;
      const outcome = await db.transaction().execute(async (trx) => {
        const patient = await loadPatientDetail(trx, actor, patientId);
        const isDenied = !patient && (await isDeniedWithinFacility(trx, actor, patientId));
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_PATIENT',
          resourceType: 'PATIENT',
          resourceId: patientId,
          success: patient !== undefined,
          errorMessage: patient ? null : isDenied ? MESSAGES.accessDeniedToPatient : MESSAGES.patientNotFound,
        });
        return { patient, isDenied };
      });
      if (outcome.patient) return { patient: outcome.patient };
      throw outcome.isDenied ? forbidden(MESSAGES.accessDeniedToPatient) : notFound(MESSAGES.patientNotFound);
    },
  );
}
