import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  addMedicationResponseSchema,
  addMedicationSchema,
  canAddMedication,
  canViewMedications,
  dueDosesResponseSchema,
  patientIdParamsSchema,
  patientMedicationsResponseSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { isDeniedWithinFacility } from '../patients/load-patient-detail.ts';
import { addMedication } from './add-medication.ts';
import { administrationRoutes } from './administration-routes.ts';
import { listDueDoses } from './list-due-doses.ts';
import { loadPatientMedications } from './load-patient-medications.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { REFUSALS } from '../lib/refusals.ts';

/**
 * The eMAR: a chart's Medications tab, adding a medication, the due list, and (in administration-routes)
 * recording and amending doses. Every read and write goes through a patient the user may see.
 */
export async function medicationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/medications',
    {
      schema: {
        tags: ['medications'],
        params: patientIdParamsSchema,
        response: { 200: patientMedicationsResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canViewMedications(actor.role)) throw forbidden();
      const { patientId } = request.params;
      const now = new Date();
      const outcome = await db.transaction().execute(async (trx) => {
        const patient = await findVisiblePatient(trx, actor, patientId);
        const answer = patient ? await loadPatientMedications(trx, patient, now) : undefined;
        const isDenied = !patient && (await isDeniedWithinFacility(trx, actor, patientId));
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_MEDICATIONS',
          resourceType: 'PATIENT',
          resourceId: patientId,
          newValues: answer ? { medicationCount: answer.medications.length } : null,
          success: answer !== undefined,
          errorMessage: answer ? null : isDenied ? MESSAGES.accessDeniedToPatient : MESSAGES.patientNotFound,
        });
        return { answer, isDenied };
      });
      if (outcome.answer) return outcome.answer;
      throw outcome.isDenied ? forbidden(MESSAGES.accessDeniedToPatient) : notFound(MESSAGES.patientNotFound);
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
      const actor = requireActor(request);
      if (!canAddMedication(actor.role)) throw forbidden();
      const now = new Date();
      const medication = await db.transaction().execute(async (trx) => {
        const patient = await findVisiblePatient(trx, actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        return addMedication(trx, auditContextOf(request), actor, patient, request.body, now);
      });
      return reply.status(201).send({ medication });
    },
  );

  routes.get(
    API_PATHS.medicationsDue,
    {
      schema: { tags: ['medications'], response: { 200: dueDosesResponseSchema, ...REFUSALS } },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canViewMedications(actor.role)) throw forbidden();
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const items = await listDueDoses(trx, actor, now);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_MEDICATIONS_DUE',
          resourceType: 'MEDICATION',
          newValues: { count: items.length },
        });
        return { items, count: items.length };
      });
    },
  );

  await administrationRoutes(app, db);
}
