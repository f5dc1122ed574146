import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  safeFileName,
  staffingLogQuerySchema,
  staffingLogSchema,
  staffingPolicy,
  staffingRatioSchema,
  timecardsQuerySchema,
  timecardsSchema,
  todayInZone,
} from '@carenest/core';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { actorFacility } from './actor-facility.ts';
import { loadStaffingRatio } from './load-ratio.ts';
import { actorRatioFacility } from './ratio-facility.ts';
import { loadStaffingDay } from './load-staffing-day.ts';
import { loadTimecards, renderTimecardsCsv } from './timecards.ts';

/**
 * Staffing for administrators (Texas 26 TAC §550.410): the live staff-to-child ratio of their facility, the dated
 * log of a day's census and staffing changes, and the timecards (JSON for the screen, CSV for payroll).
 */
export async function staffingRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.staffingRatio,
    { schema: { tags: ['staffing'], response: { 200: staffingRatioSchema, ...REFUSALS } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(staffingPolicy.canReadStaffing(actor));
        return loadStaffingRatio(trx, await actorRatioFacility(trx, actor), now);
      }),
  );

  routes.get(
    API_PATHS.staffingLog,
    {
      schema: {
        tags: ['staffing'],
        querystring: staffingLogQuerySchema,
        response: { 200: staffingLogSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(staffingPolicy.canReadStaffing(actor));
        const facility = await actorFacility(trx, actor);
        const date = request.query.date ?? todayInZone(now, facility.timeZone);
        const day = await loadStaffingDay(
          trx,
          { id: facility.id, timeZone: facility.timeZone, rules: facility.stateRules.staffing },
          date,
          now,
        );
        return { date, timeZone: facility.timeZone, ...day };
      }),
  );

  routes.get(
    API_PATHS.timecards,
    {
      schema: {
        tags: ['staffing'],
        querystring: timecardsQuerySchema,
        response: { 200: timecardsSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(staffingPolicy.canReadStaffing(actor));
        const facility = await actorFacility(trx, actor);
        return loadTimecards(trx, facility, request.query, now);
      }),
  );

  routes.get(
    API_PATHS.timecardsCsv,
    {
      schema: {
        tags: ['staffing'],
        querystring: timecardsQuerySchema,
        response: { 200: z.string().describe('text/csv: one row per shift'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const csv = await withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(staffingPolicy.canReadStaffing(actor));
        const facility = await actorFacility(trx, actor);
        return renderTimecardsCsv(await loadTimecards(trx, facility, request.query, now));
      });
      const name = `timecards-${request.query.from}-to-${request.query.to}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${safeFileName(name)}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
