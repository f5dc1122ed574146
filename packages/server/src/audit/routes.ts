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
  safeFileName,
  toCsv,
} from '@carenest/core';
import { requirePermission } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { appendAudit } from './append-audit.ts';
import { listAuditLog } from './list-audit-log.ts';
import { auditContextOf } from './request-context.ts';
import { chainPendingAuditRows } from './chain-sequencer.ts';
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
    async (request) => listAuditLog(db, requirePermission(request, 'audit_logs', 'read'), request.query),
  );

  app.get<{ Querystring: AuditLogQuery }>(
    API_PATHS.auditLogsCsv,
    { schema: { tags: ['audit'], querystring: auditLogQuerySchema, response: refusals } },
    async (request, reply) => {
      const actor = requirePermission(request, 'audit_logs', 'read');
      const { items } = await listAuditLog(db, actor, { ...request.query, page: 1 }, EXPORT_LIMIT);
      const context = auditContextOf(request);
      await db.transaction().execute(async (trx) => {
        await appendAudit(trx, context, {
          action: 'EXPORT_AUDIT_LOG',
          resourceType: 'AUDIT_LOG',
          newValues: { format: 'csv', recordCount: items.length },
        });
        await recordSecurityEvent(trx, {
          type: 'data_export',
          severity: 'low',
          userId: actor.userId,
          facilityId: actor.facilityId,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
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
      requirePermission(request, 'audit_logs', 'read');
      // Rows committed a moment ago are linked first, so the answer covers everything written so far.
      await chainPendingAuditRows(db);
      return verifyAuditChain(db);
    },
  );
}
