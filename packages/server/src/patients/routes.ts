import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  errorResponseSchema,
  patientDetailResponseSchema,
  patientIdParamsSchema,
  patientListQuerySchema,
  patientListResponseSchema,
  patientPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { listPatients } from './list-patients.ts';
import { isDeniedWithinFacility, loadPatientDetail } from './load-patient-detail.ts';

/** The patient list and the patient chart, each read scoped to the user and written to the audit log. */
export async function patientRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 400: errorResponseSchema };

  routes.get(
    API_PATHS.patients,
    {
      config: auditedRead('VIEW_PATIENT_LIST', 'PATIENT'),
      schema: {
        tags: ['patients'],
        querystring: patientListQuerySchema,
        response: { 200: patientListResponseSchema, ...refusals },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        authorize(patientPolicy.canRead(actor), MESSAGES.accessRestrictedPatients);
        const page = await listPatients(trx, actor, request.query);
        const { filter, page: pageNumber } = request.query;
        return { answer: page, details: { filter, page: pageNumber, returned: page.items.length } };
      }),
  );

  routes.get(
    '/api/patients/:patientId',
    {
      config: auditedRead('VIEW_PATIENT', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: patientDetailResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const patient = await loadPatientDetail(trx, actor, request.params.patientId);
        if (!patient) {
          const isDenied = await isDeniedWithinFacility(trx, actor, request.params.patientId);
          throw isDenied ? forbidden(MESSAGES.accessDeniedToPatient) : notFound(MESSAGES.patientNotFound);
        }
        authorize(patientPolicy.canRead(actor), MESSAGES.accessDeniedToPatient);
        return { answer: { patient } };
      }),
  );
}
