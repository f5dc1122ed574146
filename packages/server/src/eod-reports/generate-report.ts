import {
  buildEodReport,
  eodDateProblem,
  formatCalendarDate,
  retentionDateOf,
  todayInZone,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { SigningKey } from '../clinical-notes/index.ts';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { createNotifications } from '../notifications/index.ts';
import { loadDayRecords } from './load-day-records.ts';
import { findCompletedReport } from './load-reports.ts';
import { sealReport } from './report-seal.ts';

/** A generation asked for: whose day, whether to replace a report that exists, and who asks. */
export interface GenerationRequest {
  facilityId: string;
  date: string;
  /** Force Generate: supersede the day's report instead of answering it. */
  isForced: boolean;
  /** The user who asked, or the system-scheduler user. */
  generatedBy: string;
  isAutomated: boolean;
}

/** What a generation answers: the day's current report, and whether it was there before. */
export interface GenerationResult {
  reportId: string;
  isExisting: boolean;
}

/**
 * Generates a facility's end-of-day report for a date in one transaction (ARCHITECTURE.md, "End-of-day reports").
 * The facility row is locked first (FOR NO KEY UPDATE: inserts that merely reference the facility are not held
 * up), so generations of one facility (from any instance) run one at a time and a second finds the first's report: it answers that report unless forced; forced, it archives it and writes the new
 * one that supersedes it (the partial unique index keeps one completed report per day whatever happens). The
 * report is built by core from the day's records up to now, hashed and signed, audited as GENERATE_EOD_REPORT,
 * announced to the facility's administrators, and the other administrators are notified. A throw anywhere leaves
 * nothing behind. A date in the future or before the facility existed is a 400.
 */
export async function generateEodReport(
  trx: Transaction<Database>,
  context: { audit: AuditContext; now: Date; signingKey: SigningKey },
  request: GenerationRequest,
): Promise<GenerationResult> {
  const { now } = context;
  const facility = await trx
    .selectFrom('facilities')
    .select(['id', 'name', 'timezone', 'created_at'])
    .where('id', '=', request.facilityId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!facility) throw notFound();
  const problem = eodDateProblem(
    request.date,
    todayInZone(now, facility.timezone),
    todayInZone(facility.created_at, facility.timezone),
  );
  if (problem) throw badRequest(problem, { date: problem });

  const existing = await findCompletedReport(trx, facility.id, request.date);
  if (existing && !request.isForced) return { reportId: existing, isExisting: true };

  const records = await loadDayRecords(
    trx,
    { id: facility.id, name: facility.name, timeZone: facility.timezone },
    request.date,
    now,
  );
  const { sections, summary } = buildEodReport(records);
  const seal = sealReport(context.signingKey, {
    facilityId: facility.id,
    reportDate: request.date,
    generatedBy: request.generatedBy,
    generatedAt: now,
    sections,
    summary,
  });
  if (existing)
    await trx
      .updateTable('eod_reports')
      .set({ status: 'archived', archived_at: now })
      .where('id', '=', existing)
      .execute();
  const report = await trx
    .insertInto('eod_reports')
    .values({
      facility_id: facility.id,
      report_date: request.date,
      status: 'completed',
      generated_by: request.generatedBy,
      is_automated: request.isAutomated,
      generated_at: now,
      retention_date: retentionDateOf(request.date),
      sections: JSON.stringify(sections),
      summary: JSON.stringify(summary),
      hash: seal.hash,
      digital_signature: seal.digitalSignature,
      supersedes: existing,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendAudit(trx, context.audit, {
    action: 'GENERATE_EOD_REPORT',
    resourceType: 'EOD_REPORT',
    resourceId: report.id,
    newValues: {
      facilityId: facility.id,
      reportDate: request.date,
      isForced: request.isForced,
      isAutomated: request.isAutomated,
      supersedes: existing,
      complianceScore: summary.complianceScore,
      hash: seal.hash,
    },
  });
  const administrators = await trx
    .selectFrom('users')
    .select('id')
    .where('facility_id', '=', facility.id)
    .where('role', '=', 'administrator')
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('id', '!=', request.generatedBy)
    .execute();
  const score = summary.complianceScore === null ? 'not measured' : `${summary.complianceScore}%`;
  await createNotifications({
    trx,
    now,
    recipientIds: administrators.map((administrator) => administrator.id),
    content: {
      title: 'End of Day report ready',
      body:
        `${request.isAutomated ? 'The scheduler generated' : 'A new'} End of Day report for ` +
        `${formatCalendarDate(request.date)}: compliance ${score}, ${summary.criticalAlerts} critical alerts, ` +
        `${summary.followUpItems.length} follow-up items.`,
      link: `/reports?report=${report.id}`,
      severity: summary.criticalAlerts > 0 ? 'high' : 'low',
    },
  });
  await publishEvent(trx, {
    kind: 'eod-report.changed',
    resourceId: report.id,
    facility: { id: facility.id, roles: ['administrator'] },
  });
  return { reportId: report.id, isExisting: false };
}
