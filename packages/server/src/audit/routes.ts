import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  AUDIT_CSV_COLUMNS,
  auditLogQuerySchema,
  type AuditLogQuery,
  auditLogResponseSchema,
  auditVerificationSchema,
  errorResponseSchema,
  monitoringPolicy,
  safeFileName,
  toCsv,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { authorize, requireActor } from '../shared/actor.ts';
import { pageOf } from '../shared/pagination.ts';
import { auditChange, withinTransaction } from '../shared/request-scope.ts';
import { chainPendingAuditRows } from './chain-sequencer.ts';
import { countAuditLog, listAuditLog } from './list-audit-log.ts';
import { verifyAuditChain } from './verify-chain.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** The most rows one CSV export carries. */
const EXPORT_LIMIT = 100_000;

/** The audit log screen: filtered list, CSV export with the spec's columns, and chain verification. */
export async function auditRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.auditLogs,
    {
      schema: {
        tags: ['audit'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      authorize(monitoringPolicy.canReadAuditLog(actor));
      const { items, nextCursor } = await listAuditLog(db, actor, request.query);
      const { total, isTotalCapped } = await countAuditLog(db, actor, request.query);
      return { ...pageOf(items, total, request.query), isTotalCapped, nextCursor };
    },
  );

  app.get<{ Querystring: AuditLogQuery }>(
    API_PATHS.auditLogsCsv,
    { schema: { tags: ['audit'], querystring: auditLogQuerySchema, response: refusals } },
    async (request, reply) => {
      const actor = requireActor(request);
      authorize(monitoringPolicy.canReadAuditLog(actor));
      const { items } = await listAuditLog(db, actor, { ...request.query, page: 1 }, EXPORT_LIMIT);
      await withinTransaction(db, request, async (scope) => {
        await auditChange(scope, {
          action: 'EXPORT_AUDIT_LOG',
          resourceType: 'AUDIT_LOG',
          newValues: { format: 'csv', recordCount: items.length },
        });
        await recordSecurityEvent(scope.trx, {
          type: 'data_export',
          severity: 'low',
          userId: actor.userId,
          facilityId: actor.facilityId,
          ipAddress: request.ip,
          userAgent: scope.audit.userAgent,
          details: { export: 'audit_log', recordCount: items.length },
        });
      });
      const csv = toCsv(
        AUDIT_CSV_COLUMNS,
        items.map((item) => [
          item.timestamp,
          item.userId,
          item.userRole,
          item.action,
          item.resourceType,
          item.resourceId,
          item.ipAddress,
          item.success,
          item.errorMessage,
        ]),
      );
      const fileName = safeFileName(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  routes.get(
    API_PATHS.auditLogsVerify,
    { schema: { tags: ['audit'], response: { 200: auditVerificationSchema, ...refusals } } },
    async (request) => {
      authorize(monitoringPolicy.canReadAuditLog(requireActor(request)));
      // Rows committed a moment ago are linked first, so the answer covers everything written so far.
      await chainPendingAuditRows(db);
      return verifyAuditChain(db);
    },
  );
}
