import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  routeDetailResponseSchema,
  routeFixAcceptedSchema,
  routeFixSchema,
  routeHandoffSchema,
  routeIdParamsSchema,
  routeStatusChangeSchema,
  transportPolicy,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { answerOnce } from '../shared/request-receipts.ts';
import { withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { changeRouteStatus, recordFix } from './drive-route.ts';
import { findVisibleRoute, type RouteRow } from './load-routes.ts';
import { recordHandoff } from './record-handoff.ts';
import { childrenOnRoute, routeDetailFor } from './route-answers.ts';

const DRIVER_REFUSALS = { ...REFUSALS, 409: REFUSALS[400] } as const;

/**
 * The scoped load and authorize steps of a driver's write: the route (locked for a change of state; a fix
 * changes nothing of it), its driver only (else 403).
 */
async function loadOwnRoute(
  scope: CommandScope,
  routeId: string,
  options: { lock: boolean } = { lock: true },
): Promise<{ route: RouteRow; children: string[] }> {
  const route = await findVisibleRoute(scope.trx, scope.actor, routeId, options);
  if (!route) throw notFound();
  authorize(transportPolicy.canDrive(scope.actor, { driverId: route.driver_id }), MESSAGES.routeNotYours);
  return { route, children: await childrenOnRoute(scope.trx, route.id) };
}

/**
 * The driver's writes on their own route: a status change, a location fix and a guardian handoff. Each
 * carries a request id made once on the phone and the device's time: a retried request (the offline queue
 * sending again after a dead zone) answers what the first one answered and records nothing twice.
 */
export async function driverRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: routeDetailResponseSchema, ...DRIVER_REFUSALS };

  routes.post(
    '/api/transport/routes/:routeId/status',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: routeStatusChangeSchema,
        response: answer,
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { body } = request;
        const key = { operation: `route.status ${request.params.routeId}`, requestId: body.requestId, body };
        const { answer: detail } = await answerOnce(scope, key, async () => {
          const { route, children } = await loadOwnRoute(scope, request.params.routeId);
          await changeRouteStatus({ ...scope, route, children, ...body });
          return routeDetailFor(
            scope.trx,
            scope.actor,
            (await findVisibleRoute(scope.trx, scope.actor, route.id))!,
          );
        });
        return detail;
      }),
  );

  routes.post(
    '/api/transport/routes/:routeId/fixes',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: routeFixSchema,
        response: { 200: routeFixAcceptedSchema, ...DRIVER_REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { body } = request;
        const key = { operation: `route.fix ${request.params.routeId}`, requestId: body.requestId, body };
        const { answer: accepted } = await answerOnce(scope, key, async () => {
          const { route, children } = await loadOwnRoute(scope, request.params.routeId, { lock: false });
          await recordFix({
            ...scope,
            route,
            children,
            position: body.position,
            deviceTime: body.deviceTime,
          });
          return { routeId: route.id, recordedAt: scope.now.toISOString() };
        });
        return accepted;
      }),
  );

  routes.post(
    '/api/transport/routes/:routeId/handoffs',
    {
      schema: {
        tags: ['transport'],
        params: routeIdParamsSchema,
        body: routeHandoffSchema,
        response: answer,
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const { body } = request;
        const key = { operation: `route.handoff ${request.params.routeId}`, requestId: body.requestId, body };
        const { answer: detail } = await answerOnce(scope, key, async () => {
          const { route, children } = await loadOwnRoute(scope, request.params.routeId);
          await recordHandoff({ ...scope, route, children, handoff: body });
          return routeDetailFor(scope.trx, scope.actor, route);
        });
        return detail;
      }),
  );
}
