import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MEDICATION_SIGNATURE_CANVAS,
  MESSAGES,
  administerMedicationSchema,
  administrationHistoryResponseSchema,
  administrationIdParamsSchema,
  administrationResponseSchema,
  administrationTimeProblem,
  amendAdministrationSchema,
  canAdministerMedication,
  canViewMedications,
  errorResponseSchema,
  medicationIdParamsSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { isDrawnSignature } from '../hipaa/signature-image.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { administerMedication, doseAlreadyRecorded, invalidField } from './administer-medication.ts';
import { amendAdministration, loadAdministrationChain } from './amend-administration.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { presentAdministrationHistory, userIdsOf } from './present-administration.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { findVisibleMedication } from './visible-medication.ts';
import { REFUSALS } from '../lib/refusals.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** Whether a database error is a unique-index violation (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Recording a dose, amending a record, and reading a record with its amendments. */
export async function administrationRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/medications/:medicationId/administrations',
    {
      schema: {
        tags: ['medications'],
        params: medicationIdParamsSchema,
        body: administerMedicationSchema,
        response: { 201: administrationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canAdministerMedication(actor.role)) throw forbidden();
      const { body } = request;
      if (!isDrawnSignature(body.signature, MEDICATION_SIGNATURE_CANVAS))
        throw invalidField('signature', MESSAGES.dosageAndSignatureRequired);
      const now = new Date();
      const timeProblem = administrationTimeProblem(new Date(body.administrationTime), now);
      if (timeProblem) throw invalidField('administrationTime', timeProblem);
      try {
        const administration = await db.transaction().execute(async (trx) => {
          const target = await findVisibleMedication(trx, actor, request.params.medicationId);
          if (!target) throw notFound(MESSAGES.patientNotFound);
          return administerMedication(trx, auditContextOf(request), actor, target, body, now);
        });
        return await reply.status(201).send({ administration });
      } catch (error) {
        if (isUniqueViolation(error)) throw doseAlreadyRecorded();
        throw error;
      }
    },
  );

  routes.post(
    '/api/administrations/:administrationId/amendments',
    {
      schema: {
        tags: ['medications'],
        params: administrationIdParamsSchema,
        body: amendAdministrationSchema,
        response: { 201: administrationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canAdministerMedication(actor.role)) throw forbidden();
      const now = new Date();
      const administration = await db.transaction().execute(async (trx) => {
        const chain = await loadAdministrationChain(trx, request.params.administrationId);
        const patient = chain && (await findVisiblePatient(trx, actor, chain.original.patient_id));
        if (!chain || !patient) throw notFound(MESSAGES.patientNotFound);
        return amendAdministration(trx, auditContextOf(request), actor, chain, request.body, now);
      });
      return reply.status(201).send({ administration });
    },
  );

  routes.get(
    '/api/administrations/:administrationId',
    {
      schema: {
        tags: ['medications'],
        params: administrationIdParamsSchema,
        response: { 200: administrationHistoryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canViewMedications(actor.role)) throw forbidden();
      return db.transaction().execute(async (trx) => {
        const chain = await loadAdministrationChain(trx, request.params.administrationId);
        const patient = chain && (await findVisiblePatient(trx, actor, chain.original.patient_id));
        if (!chain || !patient) throw notFound(MESSAGES.patientNotFound);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_MEDICATION_ADMINISTRATION',
          resourceType: 'MEDICATION_ADMINISTRATION',
          resourceId: chain.original.id,
        });
        const rows = [chain.original, ...chain.amendments];
        const names = await loadUserNames(trx, rows.flatMap(userIdsOf));
        return presentAdministrationHistory(chain.original, chain.amendments, names);
      });
    },
  );
}
