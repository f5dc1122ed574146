import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  addMedicationResponseSchema,
  addMedicationSchema,
  dueDosesResponseSchema,
  medicationPolicy,
  patientIdParamsSchema,
  patientMedicationsResponseSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { isDeniedWithinFacility } from '../patients/index.ts';
import { authorize } from '../shared/actor.ts';
import { isNurseOnCareTeam } from '../shared/care-team.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { addMedication } from './add-medication.ts';
import { administrationRoutes } from './administration-routes.ts';
import { listDueDoses } from './list-due-doses.ts';
import { loadPatientMedications, presentMedicationToday } from './load-patient-medications.ts';
import { medicationOrderRoutes } from './order-routes.ts';

/**
 * The eMAR: a chart's Medications tab, adding a medication, the due list, (in administration-routes)
 * recording and amending doses, and (in order-routes) changing and discontinuing orders. Every read and write
 * goes through a patient the user may see.
 */
export async function medicationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/medications',
    {
      config: auditedRead('VIEW_MEDICATIONS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['medications'],
        params: patientIdParamsSchema,
        response: { 200: patientMedicationsResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { patientId } = request.params;
      return readAudited(db, request, async ({ trx, actor, now }) => {
        const patient = await findVisiblePatient(trx, actor, patientId);
        if (!patient) {
          const isDenied = await isDeniedWithinFacility(trx, actor, patientId);
          throw isDenied ? forbidden(MESSAGES.accessDeniedToPatient) : notFound(MESSAGES.patientNotFound);
        }
        authorize(medicationPolicy.canRead(actor));
        const tab = await loadPatientMedications(trx, patient, now);
        const answer = { ...tab, isOnCareTeam: await isNurseOnCareTeam(trx, actor.userId, patient.id) };
        return { answer, details: { medicationCount: answer.medications.length } };
      });
    },
  );

  routes.post(
    '/api/patients/:patientId/medications',
    {
      schema: {
        tags: ['medications'],
        params: patientIdParamsSchema,
        body: addMedicationSchema,
        response: { 201: addMedicationResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const medication = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(medicationPolicy.canAdd(scope.actor));
        const added = await addMedication({ ...scope, patient, input: request.body });
        return presentMedicationToday(scope.trx, added, patient, scope.now);
      });
      return reply.status(201).send({ medication });
    },
  );

  routes.get(
    API_PATHS.medicationsDue,
    {
      config: auditedRead('VIEW_MEDICATIONS_DUE', 'MEDICATION'),
      schema: { tags: ['medications'], response: { 200: dueDosesResponseSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        authorize(medicationPolicy.canRead(actor));
        const items = await listDueDoses(trx, actor, now);
        return { answer: { items, count: items.length }, details: { count: items.length } };
      }),
  );

  await administrationRoutes(app, db);
  await medicationOrderRoutes(app, db);
}
