import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  emergencyAccessResponseSchema,
  emergencyAccessSchema,
  errorResponseSchema,
  patientIdParamsSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';

/** How long emergency access to a chart lasts. */
export const EMERGENCY_ACCESS_MS = 4 * 3_600_000;

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
      const actor = requireActor(request);
      if ((actor.role !== 'nurse' && actor.role !== 'therapist') || actor.isPending) throw forbidden();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + EMERGENCY_ACCESS_MS);
      const isGranted = await db.transaction().execute(async (trx) => {
        if (!actor.facilityId) return false;
        const patient = await trx
          .selectFrom('patients')
          .select(['id', 'first_name', 'last_name'])
          .where('id', '=', request.params.patientId)
          .where('facility_id', '=', actor.facilityId)
          .executeTakeFirst();
        if (!patient) return false;
        const staff = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', actor.userId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('emergency_access_grants')
          .values({
            user_id: actor.userId,
            patient_id: patient.id,
            reason: request.body.reason,
            expires_at: expiresAt,
          })
          .execute();
        await appendAudit(trx, auditContextOf(request), {
          action: 'EMERGENCY_ACCESS',
          resourceType: 'PATIENT',
          resourceId: patient.id,
          newValues: { reason: request.body.reason, expiresAt: expiresAt.toISOString() },
        });
        await trx
          .insertInto('system_alerts')
          .values({
            facility_id: actor.facilityId,
            type: 'warning',
            title: 'Emergency chart access',
            description: `${staff.first_name} ${staff.last_name} opened the chart of ${patient.first_name} ${patient.last_name} through emergency access: ${request.body.reason}`,
            severity: 'high',
          })
          .execute();
        return true;
      });
      if (!isGranted) throw notFound();
      return reply.status(201).send({ expiresAt: expiresAt.toISOString() });
    },
  );
}
