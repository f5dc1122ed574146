import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  idParamsSchema,
  systemAlertListResponseSchema,
  systemAlertQuerySchema,
} from '@carenest/core';
import { requirePermission, type Actor } from '../shared/actor.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { markResolved } from '../security/mark-resolved.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** The alerts an administrator sees: their facility's and those for every facility. */
export function scopedAlerts(db: Kysely<Database>, actor: Actor) {
  const alerts = db.selectFrom('system_alerts');
  if (actor.role === 'super_admin') return alerts;
  return alerts.where((eb) =>
    eb.or([
      eb('system_alerts.facility_id', '=', actor.facilityId),
      eb('system_alerts.facility_id', 'is', null),
    ]),
  );
}

/** /system-alerts: every alert newest first, and resolving one. */
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
    async (request) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      let alerts = scopedAlerts(db, actor);
      if (request.query.resolved !== undefined)
        alerts = alerts.where('resolved', '=', request.query.resolved);
      const [rows, unresolved] = await Promise.all([
        alerts.selectAll().orderBy('occurred_at', 'desc').limit(request.query.limit).execute(),
        scopedAlerts(db, actor)
          .select(sql<number>`count(*)::int`.as('count'))
          .where('resolved', '=', false)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        unresolvedCount: unresolved.count,
        items: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          description: row.description,
          severity: row.severity,
          timestamp: row.occurred_at.toISOString(),
          resolved: row.resolved,
        })),
      };
    },
  );

  routes.post(
    '/api/system-alerts/:id/resolve',
    { schema: { tags: ['alerts'], params: idParamsSchema, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      const isResolved = await db.transaction().execute(async (trx) => {
        const visible = await scopedAlerts(trx, actor)
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!visible) return false;
        await markResolved(trx, 'system_alerts', visible.id, {
          ...auditContextOf(request),
          userId: actor.userId,
        });
        return true;
      });
      if (!isResolved) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
