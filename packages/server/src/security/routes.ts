import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  idParamsSchema,
  monitoringPolicy,
  securityEventListResponseSchema,
  securityEventQuerySchema,
  securityReportSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { pageOf } from '../shared/pagination.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { listSecurityEvents } from './list-security-events.ts';
import { resolveSecurityEvent } from './resolve-security-event.ts';
import { scopedEvents } from './scoped-events.ts';
import { loadSecurityReport } from './security-report.ts';

/** The security screen: events filtered by type, severity, dates and resolved; resolution; the report. */
export async function securityRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.securityEvents,
    {
      schema: {
        tags: ['security'],
        querystring: securityEventQuerySchema,
        response: { 200: securityEventListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(monitoringPolicy.canReadSecurityEvents(actor));
        const { items, total } = await listSecurityEvents(trx, actor, request.query);
        return pageOf(items, total, request.query);
      }),
  );

  routes.post(
    '/api/security-events/:id/resolve',
    { schema: { tags: ['security'], params: idParamsSchema, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      await withinTransaction(db, request, async (scope) => {
        const event = await scopedEvents(scope.trx, scope.actor)
          .select(['id', 'facility_id as facilityId'])
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!event) throw notFound();
        authorize(monitoringPolicy.canResolveSecurityEvent(scope.actor));
        await resolveSecurityEvent({ ...scope, event });
      });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    API_PATHS.securityReport,
    { schema: { tags: ['security'], response: { 200: securityReportSchema, ...REFUSALS } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(monitoringPolicy.canReadSecurityEvents(actor));
        return loadSecurityReport(trx, actor);
      }),
  );
}
