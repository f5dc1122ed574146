import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  LIMITS,
  idParamsSchema,
  securityEventListResponseSchema,
  securityEventQuerySchema,
  securityReportSchema,
} from '@carenest/core';
import { requirePermission, type Actor } from '../shared/actor.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { markResolved } from './mark-resolved.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** Security events an administrator may see: their facility's and those tied to no facility (by IP). */
function scopedEvents(db: Kysely<Database>, actor: Actor) {
  const events = db.selectFrom('security_events');
  if (actor.role === 'super_admin') return events;
  return events.where((eb) =>
    eb.or([
      eb('security_events.facility_id', '=', actor.facilityId),
      eb('security_events.facility_id', 'is', null),
    ]),
  );
}

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
    async (request) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      const query = request.query;
      let events = scopedEvents(db, actor);
      if (query.type) events = events.where('event_type', '=', query.type);
      if (query.severity) events = events.where('severity', '=', query.severity);
      if (query.resolved !== undefined) events = events.where('resolved', '=', query.resolved);
      if (query.from) events = events.where('occurred_at', '>=', new Date(query.from));
      if (query.to) events = events.where('occurred_at', '<=', new Date(query.to));
      const [rows, total] = await Promise.all([
        events
          .leftJoin('users', 'users.id', 'security_events.user_id')
          .selectAll('security_events')
          .select('users.email as user_email')
          .orderBy('security_events.occurred_at', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        events.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: total.count,
        items: rows.map((row) => ({
          id: row.id,
          eventType: row.event_type,
          userId: row.user_id,
          userEmail: row.user_email,
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
          details: row.details,
          severity: row.severity,
          timestamp: row.occurred_at.toISOString(),
          resolved: row.resolved,
        })),
      };
    },
  );

  routes.post(
    '/api/security-events/:id/resolve',
    { schema: { tags: ['security'], params: idParamsSchema, response: { 204: z.null(), ...REFUSALS } } },
    async (request, reply) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      const isResolved = await db.transaction().execute(async (trx) => {
        const visible = await scopedEvents(trx, actor)
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!visible) return false;
        await markResolved(trx, 'security_events', visible.id, {
          ...auditContextOf(request),
          userId: actor.userId,
        });
        return true;
      });
      if (!isResolved) throw notFound();
      return reply.status(204).send(null);
    },
  );

  routes.get(
    API_PATHS.securityReport,
    { schema: { tags: ['security'], response: { 200: securityReportSchema, ...REFUSALS } } },
    async (request) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      const events = scopedEvents(db, actor);
      const [byType, bySeverity, unresolved, suspicious] = await Promise.all([
        events
          .select(['event_type as key', sql<number>`count(*)::int`.as('count')])
          .groupBy('event_type')
          .execute(),
        events
          .select(['severity as key', sql<number>`count(*)::int`.as('count')])
          .groupBy('severity')
          .execute(),
        events
          .select(sql<number>`count(*)::int`.as('count'))
          .where('resolved', '=', false)
          .executeTakeFirstOrThrow(),
        events
          .select([
            'ip_address',
            sql<number>`count(*)::int`.as('failures'),
            sql<Date>`max(occurred_at)`.as('last_seen'),
          ])
          .where('event_type', '=', 'login_failure')
          .groupBy('ip_address')
          .having(sql<number>`count(*)`, '>=', LIMITS.suspiciousIpThreshold)
          .orderBy('failures', 'desc')
          .execute(),
      ]);
      const totals = (rows: { key: string; count: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.key, row.count]));
      return {
        total: byType.reduce((sum, row) => sum + row.count, 0),
        byType: totals(byType),
        bySeverity: totals(bySeverity),
        suspiciousIps: suspicious.map((row) => ({
          ipAddress: row.ip_address,
          failures: row.failures,
          lastSeen: new Date(row.last_seen).toISOString(),
        })),
        unresolved: unresolved.count,
      };
    },
  );
}
