import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  canRecordVitalSigns,
  recordVitalSignsSchema,
  vitalSignsIdParamsSchema,
  vitalSignsListQuerySchema,
  vitalSignsListResponseSchema,
  vitalSignsRecordResponseSchema,
  vitalSignsTrendQuerySchema,
  vitalSignsTrendResponseSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { vitalSignsExportRoutes } from './export-routes.ts';
import { countVitalSigns, findVisibleVitalSigns, loadVitalSignsPage } from './load-vital-signs.ts';
import { recordVitalSigns } from './record-vital-signs.ts';
import { findVisibleVitalSignsPatient, listTimeZone } from './vital-signs-patient.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** The most readings a chart's trend carries (the newest of the period). */
const TREND_LIMIT = 1000;

/**
 * Vital signs: the filtered list, recording (alerts and notifications computed on the server), one record,
 * a chart's trend, and (in export-routes) the exports. Every read and write goes through a patient the
 * user may see; every read of readings is audited.
 */
export async function vitalSignsRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.vitalSigns,
    {
      schema: {
        tags: ['vital-signs'],
        querystring: vitalSignsListQuerySchema,
        response: { 200: vitalSignsListResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canRecordVitalSigns(actor.role)) throw forbidden();
      const { page, pageSize, ...filter } = request.query;
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const timeZone = await listTimeZone(trx, actor, filter.patientId);
        const window = { timeZone, now, limit: pageSize, offset: (page - 1) * pageSize };
        const items = await loadVitalSignsPage(trx, actor, filter, window);
        const total = await countVitalSigns(trx, actor, filter, timeZone, now);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_VITAL_SIGNS',
          resourceType: 'VITAL_SIGNS',
          resourceId: filter.patientId ?? null,
          newValues: { period: filter.period, hasSearch: Boolean(filter.search), page, count: items.length },
        });
        return { items, total, page, pageSize, timeZone };
      });
    },
  );

  routes.post(
    API_PATHS.vitalSigns,
    {
      schema: {
        tags: ['vital-signs'],
        body: recordVitalSignsSchema,
        response: { 201: vitalSignsRecordResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canRecordVitalSigns(actor.role)) throw forbidden();
      const now = new Date();
      const answer = await db.transaction().execute(async (trx) => {
        const patient = await findVisibleVitalSignsPatient(trx, actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        const record = await recordVitalSigns(
          trx,
          auditContextOf(request),
          actor,
          patient,
          request.body,
          now,
        );
        return { record, timeZone: patient.timeZone };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.vitalSignsTrend,
    {
      schema: {
        tags: ['vital-signs'],
        querystring: vitalSignsTrendQuerySchema,
        response: { 200: vitalSignsTrendResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canRecordVitalSigns(actor.role)) throw forbidden();
      const { patientId, period } = request.query;
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const patient = await findVisibleVitalSignsPatient(trx, actor, patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        const window = { timeZone: patient.timeZone, now, limit: TREND_LIMIT, offset: 0 };
        const newest = await loadVitalSignsPage(trx, actor, { patientId, period }, window);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_VITAL_SIGNS',
          resourceType: 'PATIENT',
          resourceId: patientId,
          newValues: { period, count: newest.length, view: 'trend' },
        });
        return { items: newest.reverse(), timeZone: patient.timeZone };
      });
    },
  );

  routes.get(
    '/api/vital-signs/:vitalSignsId',
    {
      schema: {
        tags: ['vital-signs'],
        params: vitalSignsIdParamsSchema,
        response: { 200: vitalSignsRecordResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!canRecordVitalSigns(actor.role)) throw forbidden();
      return db.transaction().execute(async (trx) => {
        const record = await findVisibleVitalSigns(trx, actor, request.params.vitalSignsId);
        if (!record) throw notFound();
        const patient = await findVisibleVitalSignsPatient(trx, actor, record.patientId);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_VITAL_SIGNS',
          resourceType: 'VITAL_SIGNS',
          resourceId: record.id,
          newValues: { patientId: record.patientId },
        });
        return { record, timeZone: patient?.timeZone ?? 'UTC' };
      });
    },
  );

  await vitalSignsExportRoutes(app, db);
}
