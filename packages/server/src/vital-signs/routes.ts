import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  recordVitalSignsSchema,
  vitalSignsIdParamsSchema,
  vitalSignsListQuerySchema,
  vitalSignsListResponseSchema,
  vitalSignsPolicy,
  vitalSignsRecordResponseSchema,
  vitalSignsTrendQuerySchema,
  vitalSignsTrendResponseSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { pageOf, pageWindow } from '../shared/pagination.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { vitalSignsExportRoutes } from './export-routes.ts';
import { listTimeZone } from './list-time-zone.ts';
import { countVitalSigns, findVisibleVitalSigns, loadVitalSignsPage } from './load-vital-signs.ts';
import { presentVitalSigns } from './present-vital-signs.ts';
import { recordVitalSigns } from './record-vital-signs.ts';

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
      config: auditedRead('VIEW_VITAL_SIGNS', 'VITAL_SIGNS', { query: 'patientId' }),
      schema: {
        tags: ['vital-signs'],
        querystring: vitalSignsListQuerySchema,
        response: { 200: vitalSignsListResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { page, pageSize, ...filter } = request.query;
      return readAudited(db, request, async ({ trx, actor, now }) => {
        authorize(vitalSignsPolicy.canRead(actor));
        const timeZone = await listTimeZone(trx, actor, filter.patientId);
        const window = { timeZone, now, ...pageWindow({ page, pageSize }) };
        const rows = await loadVitalSignsPage(trx, actor, filter, window);
        const total = await countVitalSigns(trx, actor, filter, timeZone, now);
        const answer = { ...pageOf(rows.map(presentVitalSigns), total, { page, pageSize }), timeZone };
        const details = {
          period: filter.period,
          hasSearch: Boolean(filter.search),
          page,
          count: rows.length,
        };
        return { answer, details };
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
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(vitalSignsPolicy.canRecord(scope.actor));
        const id = await recordVitalSigns({ ...scope, patient, input: request.body });
        const row = await findVisibleVitalSigns(scope.trx, scope.actor, id);
        if (!row) throw new Error('a recorded vital signs record could not be read back');
        return { record: presentVitalSigns(row), timeZone: patient.timeZone };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.vitalSignsTrend,
    {
      config: auditedRead('VIEW_VITAL_SIGNS', 'PATIENT', { query: 'patientId' }),
      schema: {
        tags: ['vital-signs'],
        querystring: vitalSignsTrendQuerySchema,
        response: { 200: vitalSignsTrendResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { patientId, period } = request.query;
      return readAudited(db, request, async ({ trx, actor, now }) => {
        const patient = await findVisiblePatient(trx, actor, patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(vitalSignsPolicy.canRead(actor));
        const window = { timeZone: patient.timeZone, now, limit: TREND_LIMIT, offset: 0 };
        const newest = await loadVitalSignsPage(trx, actor, { patientId, period }, window);
        const answer = { items: newest.reverse().map(presentVitalSigns), timeZone: patient.timeZone };
        return { answer, details: { period, count: newest.length, view: 'trend' } };
      });
    },
  );

  routes.get(
    '/api/vital-signs/:vitalSignsId',
    {
      config: auditedRead('VIEW_VITAL_SIGNS', 'VITAL_SIGNS', { param: 'vitalSignsId' }),
      schema: {
        tags: ['vital-signs'],
        params: vitalSignsIdParamsSchema,
        response: { 200: vitalSignsRecordResponseSchema, ...REFUSALS },
      },
    },
    (request) => {
      const { vitalSignsId } = request.params;
      return readAudited(db, request, async ({ trx, actor }) => {
        const row = await findVisibleVitalSigns(trx, actor, vitalSignsId);
        if (!row) throw notFound();
        authorize(vitalSignsPolicy.canRead(actor));
        const patient = await findVisiblePatient(trx, actor, row.patient_id);
        const answer = { record: presentVitalSigns(row), timeZone: patient?.timeZone ?? 'UTC' };
        return { answer, details: { patientId: row.patient_id } };
      });
    },
  );

  await vitalSignsExportRoutes(app, db);
}
