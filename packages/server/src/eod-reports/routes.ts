import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  eodExportQuerySchema,
  eodFacilityListResponseSchema,
  eodFacilityQuerySchema,
  eodReportDetailSchema,
  eodReportIdParamsSchema,
  eodReportListResponseSchema,
  eodReportPolicy,
  eodStatusQuerySchema,
  eodStatusResponseSchema,
  errorResponseSchema,
  generateEodReportResponseSchema,
  generateEodReportSchema,
  safeFileName,
  type EodReportDetail,
} from '@carenest/core';
import type { SigningKey } from '../clinical-notes/index.ts';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadDayStatus } from './day-status.ts';
import { generateEodReport } from './generate-report.ts';
import {
  findVisibleReport,
  listRecentReports,
  listReportFacilities,
  loadAccessLog,
  presentReportDetail,
  presentReportListItem,
  reportFacilityOf,
} from './load-reports.ts';
import { renderReportCsv } from './report-csv.ts';
import { renderReportPdf } from './render-report-pdf.ts';

/** Sends an export with the server's file name (eod-report-date.format) and no caching. */
function sendReportFile(reply: FastifyReply, name: string, body: Buffer | string) {
  return reply
    .header('Content-Type', name.endsWith('.pdf') ? 'application/pdf' : 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${safeFileName(name)}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * End-of-day reports (ARCHITECTURE.md, "End-of-day reports"): the last 30 days, a day's status with the scheduler's,
 * Generate Report and Force Generate, opening a report (verified, audited as VIEW_EOD_REPORT) and its PDF or CSV
 * export (audited as EXPORT_EOD_REPORT; a report that fails verification is refused with the reason).
 */
export async function eodReportRoutes(
  app: FastifyInstance,
  { db, signingKey }: { db: Kysely<Database>; signingKey: SigningKey },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.eodReports,
    {
      config: auditedRead('VIEW_EOD_REPORT_LIST', 'EOD_REPORT'),
      schema: {
        tags: ['eod-reports'],
        querystring: eodFacilityQuerySchema,
        response: { 200: eodReportListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        const facility = await reportFacilityOf(trx, actor, request.query.facilityId);
        authorize(eodReportPolicy.canRead(actor), MESSAGES.eodRestricted);
        const items = await listRecentReports(trx, facility, now);
        return { answer: { items }, details: { facilityId: facility.id, count: items.length } };
      }),
  );

  routes.get(
    API_PATHS.eodReportFacilities,
    { schema: { tags: ['eod-reports'], response: { 200: eodFacilityListResponseSchema, ...REFUSALS } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(eodReportPolicy.canRead(actor), MESSAGES.eodRestricted);
        return { items: await listReportFacilities(trx, actor) };
      }),
  );

  routes.get(
    API_PATHS.eodReportStatus,
    {
      schema: {
        tags: ['eod-reports'],
        querystring: eodStatusQuerySchema,
        response: { 200: eodStatusResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        const facility = await reportFacilityOf(trx, actor, request.query.facilityId);
        authorize(eodReportPolicy.canRead(actor), MESSAGES.eodRestricted);
        return loadDayStatus(trx, facility, request.query.date, now);
      }),
  );

  routes.post(
    API_PATHS.eodReports,
    {
      schema: {
        tags: ['eod-reports'],
        body: generateEodReportSchema,
        response: { 200: generateEodReportResponseSchema, 201: generateEodReportResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async ({ trx, actor, audit, now }) => {
        const facility = await reportFacilityOf(trx, actor, request.body.facilityId);
        authorize(eodReportPolicy.canGenerate(actor), MESSAGES.eodRestricted);
        const result = await generateEodReport(
          trx,
          { audit, now, signingKey },
          {
            facilityId: facility.id,
            date: request.body.date,
            isForced: request.body.force,
            generatedBy: actor.userId,
            isAutomated: false,
          },
        );
        const row = await findVisibleReport(trx, actor, result.reportId);
        if (!row) throw notFound();
        return { report: presentReportListItem(row), isExisting: result.isExisting };
      });
      return reply.status(answer.isExisting ? 200 : 201).send(answer);
    },
  );

  routes.get(
    '/api/eod-reports/:reportId',
    {
      config: auditedRead('VIEW_EOD_REPORT', 'EOD_REPORT', { param: 'reportId' }),
      schema: {
        tags: ['eod-reports'],
        params: eodReportIdParamsSchema,
        response: { 200: eodReportDetailSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const row = await findVisibleReport(trx, actor, request.params.reportId);
        if (!row) throw notFound();
        authorize(eodReportPolicy.canRead(actor), MESSAGES.eodRestricted);
        const facility = await reportFacilityOf(trx, actor, row.facility_id);
        const detail = presentReportDetail(row, facility, signingKey, await loadAccessLog(trx, row.id));
        return {
          answer: detail,
          details: { reportDate: detail.reportDate, isVerified: detail.verification.problem === null },
        };
      }),
  );

  routes.get(
    '/api/eod-reports/:reportId/export',
    {
      config: auditedRead('EXPORT_EOD_REPORT', 'EOD_REPORT', { param: 'reportId' }),
      schema: {
        tags: ['eod-reports'],
        params: eodReportIdParamsSchema,
        querystring: eodExportQuerySchema,
        response: { ...REFUSALS, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const report = await readAudited<EodReportDetail>(db, request, async ({ trx, actor }) => {
        const row = await findVisibleReport(trx, actor, request.params.reportId);
        if (!row) throw notFound();
        authorize(eodReportPolicy.canRead(actor), MESSAGES.eodRestricted);
        const facility = await reportFacilityOf(trx, actor, row.facility_id);
        const detail = presentReportDetail(row, facility, signingKey, []);
        const problem = detail.verification.problem;
        if (!eodReportPolicy.canExport(actor, { isVerified: problem === null }))
          throw conflict(`${MESSAGES.eodReportFailedVerification}: ${problem}`);
        return { answer: detail, details: { format, reportDate: detail.reportDate } };
      });
      const body = format === 'pdf' ? await renderReportPdf(report) : renderReportCsv(report);
      return sendReportFile(reply, `eod-report-${report.reportDate}.${format}`, body);
    },
  );
}
