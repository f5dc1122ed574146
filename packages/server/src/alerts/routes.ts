import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  idParamsSchema,
  monitoringPolicy,
  systemAlertListResponseSchema,
  systemAlertQuerySchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { listSystemAlerts } from './list-system-alerts.ts';
import { resolveSystemAlert } from './resolve-system-alert.ts';
import { scopedAlerts } from './scoped-alerts.ts';

/** /system-alerts: every alert newest first, a page at a time, and resolving one. */
export async function systemAlertRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.systemAlerts,
    {
      schema: {
        tags: ['alerts'],
        querystring: systemAlertQuerySchema,
        response: { 200: systemAlertListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(monitoringPolicy.canReadSystemAlerts(actor));
        const { page, pageSize } = request.query;
        return { ...(await listSystemAlerts(trx, actor, request.query)), page, pageSize };
      }),
  );

  routes.post(
    '/api/system-alerts/:id/resolve',
    { schema: { tags: ['alerts'], params: idParamsSchema, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      await withinTransaction(db, request, async (scope) => {
        const alert = await scopedAlerts(scope.trx, scope.actor)
          .select(['id', 'facility_id as facilityId'])
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!alert) throw notFound();
        authorize(monitoringPolicy.canResolveSystemAlert(scope.actor));
        await resolveSystemAlert({ ...scope, alert });
      });
      return reply.status(204).send(null);
    },
  );
}
