import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  attendanceLogResponseSchema,
  attendancePolicy,
  attendanceQuerySchema,
  frontDeskAttendanceSchema,
  todayInZone,
  type PolicyActor,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { checkInAtFrontDesk } from './check-in-at-front-desk.ts';
import { loadAttendanceLog } from './load-attendance-log.ts';

/** The actor's facility's time zone (UTC for a super administrator without one). */
async function facilityZone(trx: Transaction<Database>, actor: PolicyActor): Promise<string> {
  if (!actor.facilityId) return 'UTC';
  const row = await trx
    .selectFrom('facilities')
    .select('timezone')
    .where('id', '=', actor.facilityId)
    .executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

/**
 * Attendance: the daily log of a service day (audited read) and the front desk's check-in and check-out by
 * hand. Routes write their check-ins and check-outs themselves (transport/attendance.ts).
 */
export async function attendanceRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.attendance,
    {
      config: auditedRead('VIEW_ATTENDANCE', 'ATTENDANCE'),
      schema: {
        tags: ['attendance'],
        querystring: attendanceQuerySchema,
        response: { 200: attendanceLogResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        authorize(attendancePolicy.canRead(actor));
        const timeZone = await facilityZone(trx, actor);
        const date = request.query.date ?? todayInZone(now, timeZone);
        const lines = await loadAttendanceLog(trx, actor, date);
        return { answer: { date, timeZone, lines }, details: { date, count: lines.length } };
      }),
  );

  routes.post(
    API_PATHS.attendance,
    {
      schema: {
        tags: ['attendance'],
        body: frontDeskAttendanceSchema,
        response: { 201: attendanceLogResponseSchema, ...REFUSALS, 409: REFUSALS[400] },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(attendancePolicy.canRecord(scope.actor));
        await checkInAtFrontDesk({ ...scope, patient, input: request.body });
        const date = todayInZone(scope.now, patient.timeZone);
        return {
          date,
          timeZone: patient.timeZone,
          lines: await loadAttendanceLog(scope.trx, scope.actor, date),
        };
      });
      return reply.status(201).send(answer);
    },
  );
}
