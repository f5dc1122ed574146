import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  dailyReportParamsSchema,
  dailyReportPolicy,
  dailyReportQuerySchema,
  dailyReportSchema,
  myChildrenResponseSchema,
  todayInZone,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadDailyReport } from './load-daily-report.ts';
import { loadChildActivities } from './load-child-activities.ts';
import { loadChildrenToday, loadLinkedChildren } from './load-children-today.ts';

/**
 * My Children (ARCHITECTURE.md, "Parent portal"): the children linked to the signed-in parent with where each
 * is today, and their last week's activities (anyone else has no linked children and gets empty lists); and a
 * child's daily report for a service day, for its parents and the staff the report's policy admits. Both
 * audited reads.
 */
export async function myChildrenRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    API_PATHS.myChildren,
    {
      config: auditedRead('VIEW_MY_CHILDREN', 'PATIENT'),
      schema: { tags: ['patients'], response: { 200: myChildrenResponseSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        const linked = await loadLinkedChildren(trx, actor.userId, now);
        const answer = {
          children: await loadChildrenToday(trx, linked),
          activities: await loadChildActivities(trx, linked, now),
        };
        return { answer, details: { children: linked.map((child) => child.id) } };
      }),
  );

  routes.get(
    '/api/my-children/:patientId/daily-report',
    {
      config: auditedRead('VIEW_DAILY_REPORT', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: dailyReportParamsSchema,
        querystring: dailyReportQuerySchema,
        response: { 200: dailyReportSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        const patient = await findVisiblePatient(trx, actor, request.params.patientId);
        if (!patient) throw notFound();
        if (!dailyReportPolicy.canRead(actor)) throw forbidden();
        const date = request.query.date ?? todayInZone(now, patient.timeZone);
        return { answer: await loadDailyReport(trx, patient, date), details: { date } };
      }),
  );
}
