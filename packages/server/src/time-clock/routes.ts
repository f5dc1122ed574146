import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  clockInSchema,
  clockOutSchema,
  staffingPolicy,
  timeClockCorrectionSchema,
  timeClockEntryParamsSchema,
  timeClockEntryResponseSchema,
  timeClockStateSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { actorFacility } from '../staffing/index.ts';
import { clockIn } from './clock-in.ts';
import { clockOut } from './clock-out.ts';
import { correctTimeClockEntry } from './correct-entry.ts';
import { loadPresentedShift, loadTimeClock } from './load-time-clock.ts';

/**
 * The time clock (Texas 26 TAC §550.410): a staff member's own clock now, Clock In under a credential and Clock Out
 * with the break taken (the user and the time from the server), and an administrator's correction with a reason.
 */
export async function timeClockRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const conflictRefusal = { 409: REFUSALS[400] };

  routes.get(
    API_PATHS.timeClock,
    { schema: { tags: ['time-clock'], response: { 200: timeClockStateSchema, ...REFUSALS } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(staffingPolicy.canClock(actor));
        return loadTimeClock(trx, actor, await actorFacility(trx, actor), now);
      }),
  );

  routes.post(
    API_PATHS.clockIn,
    {
      schema: {
        tags: ['time-clock'],
        body: clockInSchema,
        response: { 201: timeClockEntryResponseSchema, ...REFUSALS, ...conflictRefusal },
      },
    },
    async (request, reply) => {
      const entry = await withinTransaction(db, request, async (scope) => {
        authorize(staffingPolicy.canClock(scope.actor));
        const facility = await actorFacility(scope.trx, scope.actor);
        const id = await clockIn({ ...scope, facility, input: request.body });
        return loadPresentedShift(scope.trx, facility, id, scope.now);
      });
      return reply.status(201).send({ entry });
    },
  );

  routes.post(
    API_PATHS.clockOut,
    {
      schema: {
        tags: ['time-clock'],
        body: clockOutSchema.nullish(),
        response: { 200: timeClockEntryResponseSchema, ...REFUSALS, ...conflictRefusal },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        authorize(staffingPolicy.canClock(scope.actor));
        const facility = await actorFacility(scope.trx, scope.actor);
        const id = await clockOut({ ...scope, input: request.body ?? {} });
        return { entry: await loadPresentedShift(scope.trx, facility, id, scope.now) };
      }),
  );

  routes.put(
    '/api/time-clock/entries/:entryId',
    {
      schema: {
        tags: ['time-clock'],
        params: timeClockEntryParamsSchema,
        body: timeClockCorrectionSchema,
        response: { 200: timeClockEntryResponseSchema, ...REFUSALS, ...conflictRefusal },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await actorFacility(scope.trx, scope.actor);
        const entry = await scope.trx
          .selectFrom('time_clock_entries')
          .selectAll()
          .where('id', '=', request.params.entryId)
          .where('facility_id', '=', facility.id)
          .forUpdate()
          .executeTakeFirst();
        if (!entry) throw notFound(MESSAGES.timeClockEntryNotFound);
        authorize(staffingPolicy.canCorrectShift(scope.actor));
        await correctTimeClockEntry({ ...scope, entry, input: request.body });
        return { entry: await loadPresentedShift(scope.trx, facility, entry.id, scope.now) };
      }),
  );
}
