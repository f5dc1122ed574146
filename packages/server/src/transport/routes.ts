import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  cancelRouteSchema,
  copyRouteSchema,
  routeCopyResponseSchema,
  routeDetailResponseSchema,
  routeFormOptionsSchema,
  routeIdParamsSchema,
  routeInputSchema,
  routeListQuerySchema,
  routeListResponseSchema,
  todayInZone,
  transportPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { cancelRoute } from './cancel-route.ts';
import { copyRoute } from './copy-route.ts';
import { driverRoutes } from './driver-routes.ts';
import { loadRouteDetails } from './load-route-details.ts';
import { findVisibleRoute, loadRoutesOfDay } from './load-routes.ts';
import { loadRouteFormOptions } from './route-form-options.ts';
import { childrenOnRoute, presentRoutesFor, routeDetailFor, viewerTimeZone } from './route-answers.ts';
import { createRoute, editRoute } from './save-route.ts';

const REFUSALS_WITH_CONFLICT = { ...REFUSALS, 409: REFUSALS[400] } as const;

/**
 * The scoped load and authorize steps of a plan change: the route locked, a manager only (403), and only
 * while it is scheduled (409); with its children in stop order.
 */
async function loadEditableRoute(scope: CommandScope, routeId: string) {
  const route = await findVisibleRoute(scope.trx, scope.actor, routeId, { lock: true });
  if (!route) throw notFound();
  authorize(transportPolicy.canManage(scope.actor));
  if (!transportPolicy.canEdit(scope.actor, { driverId: route.driver_id, status: route.status }))
    throw conflict(MESSAGES.routeNotEditable);
  return { route, children: await childrenOnRoute(scope.trx, route.id) };
}

/** The route as the actor now sees it, after a change in this transaction. */
async function answerAfterChange(scope: CommandScope, routeId: string) {
  const changed = await findVisibleRoute(scope.trx, scope.actor, routeId);
  if (!changed) throw new Error('a changed route could not be read back');
  return routeDetailFor(scope.trx, scope.actor, changed);
}

/**
 * Transportation routes: the day's list and one route (audited reads, scoped per role), and the
 * administrators' planning: create, edit and cancel a scheduled route, copy one to the next working days,
 * and the form's choices. The driver's writes are in driver-routes.ts.
 */
export async function transportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.transportRoutes,
    {
      config: auditedRead('VIEW_ROUTES', 'ROUTE'),
      schema: {
        tags: ['transport'],
        querystring: routeListQuerySchema,
        response: { 200: routeListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        authorize(transportPolicy.canRead(actor));
        const timeZone = await viewerTimeZone(trx, actor);
        const date = request.query.date ?? todayInZone(now, timeZone);
        const rows = await loadRoutesOfDay(trx, actor, date);
        const items = await presentRoutesFor(trx, actor, rows);
        const answer = {
          items,
          page: 1,
          pageSize: Math.max(1, items.length),
          total: items.length,
          date,
          timeZone,
        };
        return { answer, details: { date, count: items.length } };
      }),
  );

  routes.post(
    API_PATHS.transportRoutes,
    {
      schema: {
        tags: ['transport'],
        body: routeInputSchema,
        response: { 201: routeDetailResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        authorize(transportPolicy.canManage(scope.actor));
        const facility = await scope.trx
          .selectFrom('facilities')
          .select(['id', 'timezone'])
          .where((eb) =>
            scope.actor.facilityId
              ? eb('id', '=', scope.actor.facilityId)
              : eb(
                  'id',
                  'in',
                  eb.selectFrom('users').select('facility_id').where('id', '=', request.body.driverId),
                ),
          )
          .executeTakeFirst();
        if (!facility) throw notFound();
        const id = await createRoute({
          ...scope,
          facilityId: facility.id,
          timeZone: facility.timezone,
          input: request.body,
        });
        const route = await findVisibleRoute(scope.trx, scope.actor, id);
        return routeDetailFor(scope.trx, scope.actor, route!);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.transportRouteOptions,
    {
      config: auditedRead('VIEW_ROUTE_OPTIONS', 'ROUTE'),
      schema: { tags: ['transport'], response: { 200: routeFormOptionsSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        authorize(transportPolicy.canManage(actor));
        const answer = await loadRouteFormOptions(trx, actor);
        return { answer, details: { children: answer.children.length } };
      }),
  );

  routes.get(
    '/api/transport/routes/:routeId',
    {
      config: auditedRead('VIEW_ROUTE', 'ROUTE', { param: 'routeId' }),
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        response: { 200: routeDetailResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const route = await findVisibleRoute(trx, actor, request.params.routeId);
        if (!route) throw notFound();
        authorize(transportPolicy.canRead(actor));
        return { answer: await routeDetailFor(trx, actor, route), details: { status: route.status } };
      }),
  );

  routes.put(
    '/api/transport/routes/:routeId',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: routeInputSchema,
        response: { 200: routeDetailResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { route, children } = await loadEditableRoute(scope, request.params.routeId);
        await editRoute({ ...scope, route, previousChildren: children, input: request.body });
        return answerAfterChange(scope, route.id);
      }),
  );

  routes.post(
    '/api/transport/routes/:routeId/cancel',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: cancelRouteSchema,
        response: { 200: routeDetailResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { route, children } = await loadEditableRoute(scope, request.params.routeId);
        await cancelRoute({ ...scope, route, children, reason: request.body.reason });
        return answerAfterChange(scope, route.id);
      }),
  );

  routes.post(
    '/api/transport/routes/:routeId/copy',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: copyRouteSchema,
        response: { 201: routeCopyResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const route = await findVisibleRoute(scope.trx, scope.actor, request.params.routeId);
        if (!route) throw notFound();
        authorize(transportPolicy.canManage(scope.actor));
        const { stops } = await loadRouteDetails(scope.trx, [route.id]);
        const routeIds = await copyRoute({ ...scope, route, stops, copy: request.body });
        return { routeIds };
      });
      return reply.status(201).send(answer);
    },
  );

  await driverRoutes(app, db);
}
