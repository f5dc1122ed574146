import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  errorResponseSchema,
  patientDetailResponseSchema,
  patientIdParamsSchema,
  patientInputSchema,
  patientStatusSchema,
  API_PATHS,
} from '@carenest/core';
import { requirePermission, type Actor } from '../auth/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { loadPatientDetail } from './load-patient-detail.ts';
import { createPatient, updatePatient } from './save-patient.ts';
import { REFUSALS } from '../lib/refusals.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** The patient an administrator may manage (their facility; super_admin any), or 404. */
async function loadManagedPatient(trx: Transaction<Database>, actor: Actor, patientId: string) {
  const patient = await loadPatientDetail(trx, actor, patientId);
  if (!patient) throw notFound();
  return patient;
}

/** Administrators add patients, edit them and mark them active or inactive; each change is audited. */
export async function patientManagementRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.patients,
    {
      schema: {
        tags: ['patients'],
        body: patientInputSchema,
        response: { 201: patientDetailResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = requirePermission(request, 'patients', 'create');
      const facilityId = actor.facilityId;
      if (!facilityId) throw notFound();
      const patient = await db.transaction().execute(async (trx) => {
        const id = await createPatient(trx, facilityId, request.body);
        await appendAudit(trx, auditContextOf(request), {
          action: 'CREATE',
          resourceType: 'PATIENT',
          resourceId: id,
          newValues: {
            medicalRecordNumber: request.body.medicalRecordNumber,
            isActive: request.body.isActive,
          },
        });
        return loadManagedPatient(trx, actor, id);
      });
      return reply.status(201).send({ patient });
    },
  );

  routes.put(
    '/api/patients/:patientId',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: patientInputSchema,
        response: { 200: patientDetailResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requirePermission(request, 'patients', 'create');
      const patient = await db.transaction().execute(async (trx) => {
        const before = await loadManagedPatient(trx, actor, request.params.patientId);
        await updatePatient(trx, { id: before.id, facilityId: before.facilityId }, request.body);
        const after = await loadManagedPatient(trx, actor, before.id);
        const changed = (Object.keys(request.body) as (keyof typeof request.body)[]).filter(
          (key) =>
            JSON.stringify(before[key as keyof typeof before]) !==
            JSON.stringify(after[key as keyof typeof after]),
        );
        await appendAudit(trx, auditContextOf(request), {
          action: 'UPDATE',
          resourceType: 'PATIENT',
          resourceId: before.id,
          oldValues: Object.fromEntries(changed.map((key) => [key, before[key as keyof typeof before]])),
          newValues: Object.fromEntries(changed.map((key) => [key, after[key as keyof typeof after]])),
        });
        return after;
      });
      return { patient };
    },
  );

  routes.patch(
    '/api/patients/:patientId/status',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        body: patientStatusSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = requirePermission(request, 'patients', 'create');
      await db.transaction().execute(async (trx) => {
        const before = await loadManagedPatient(trx, actor, request.params.patientId);
        await trx
          .updateTable('patients')
          .set({ is_active: request.body.isActive, updated_at: new Date() })
          .where('id', '=', before.id)
          .execute();
        await appendAudit(trx, auditContextOf(request), {
          action: 'UPDATE',
          resourceType: 'PATIENT',
          resourceId: before.id,
          oldValues: { isActive: before.isActive },
          newValues: { isActive: request.body.isActive },
        });
      });
      return reply.status(204).send(null);
    },
  );
}
