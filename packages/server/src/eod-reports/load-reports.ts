import {
  EOD_SCHEDULE,
  SYSTEM_SCHEDULER,
  addCalendarDays,
  eodSectionsSchema,
  eodSummarySchema,
  todayInZone,
  type EodReportDetail,
  type EodReportListItem,
} from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type { Database, EodReportsTable } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import { isInFacilityScope, requireRequestFacility } from '../shared/facility-scope.ts';
import type { SigningKey } from '../clinical-notes/index.ts';
import { verifyReport } from './report-seal.ts';

/** A report row with the name of who generated it. */
type ReportRow = Selectable<EodReportsTable> & { generator_name: string | null };

/** The facility a request is about (core's `facilityOfRequest`): the administrator's own; a super_admin's named one. */
export async function reportFacilityOf(
  trx: Transaction<Database>,
  actor: Actor,
  requested: string | undefined,
): Promise<{ id: string; name: string; timeZone: string; createdAt: Date }> {
  const facilityId = requireRequestFacility(actor, requested);
  const facility = await trx
    .selectFrom('facilities')
    .select(['id', 'name', 'timezone', 'created_at'])
    .where('id', '=', facilityId)
    .executeTakeFirst();
  if (!facility) throw notFound();
  return {
    id: facility.id,
    name: facility.name,
    timeZone: facility.timezone,
    createdAt: facility.created_at,
  };
}

/** The facilities whose reports the actor may read: their own, or every facility for a super_admin; by name. */
export async function listReportFacilities(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<{ id: string; name: string; timeZone: string }[]> {
  const query = trx
    .selectFrom('facilities')
    .select(['id', 'name', 'timezone'])
    .where(isInFacilityScope(actor, 'facilities.id'))
    .orderBy('name');
  return (await query.execute()).map((row) => ({ id: row.id, name: row.name, timeZone: row.timezone }));
}

/** The id of a facility's completed (current) report of a day, if it has one. */
export async function findCompletedReport(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom('eod_reports')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('report_date', '=', date)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Reports with their generator's name. */
function selectReports(trx: Transaction<Database>) {
  return trx
    .selectFrom('eod_reports')
    .leftJoin('users', 'users.id', 'eod_reports.generated_by')
    .selectAll('eod_reports')
    .select((eb) =>
      eb
        .fn<string | null>('concat_ws', [eb.val(' '), 'users.first_name', 'users.last_name'])
        .as('generator_name'),
    );
}

/** A report as the list shows it. */
export function presentReportListItem(row: ReportRow): EodReportListItem {
  const summary = (typeof row.summary === 'object' && row.summary !== null ? row.summary : {}) as Record<
    string,
    unknown
  >;
  const countOf = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
  return {
    id: row.id,
    facilityId: row.facility_id,
    reportDate: row.report_date,
    status: row.status,
    generatedBy: row.is_automated ? SYSTEM_SCHEDULER.name : row.generator_name || 'Unknown user',
    isAutomated: row.is_automated,
    generatedAt: row.generated_at.toISOString(),
    retentionDate: row.retention_date,
    isSuperseded: row.status === 'archived',
    complianceScore: typeof summary.complianceScore === 'number' ? summary.complianceScore : null,
    totalPatients: countOf(summary.totalPatients),
    criticalAlerts: countOf(summary.criticalAlerts),
  };
}

/** The facility's reports of the last 30 days (its own calendar), newest day first, superseded ones after. */
export async function listRecentReports(
  trx: Transaction<Database>,
  facility: { id: string; timeZone: string },
  now: Date,
): Promise<EodReportListItem[]> {
  const since = addCalendarDays(todayInZone(now, facility.timeZone), -EOD_SCHEDULE.listDays);
  const rows = await selectReports(trx)
    .where('eod_reports.facility_id', '=', facility.id)
    .where('eod_reports.report_date', '>=', since)
    .orderBy('eod_reports.report_date', 'desc')
    .orderBy('eod_reports.generated_at', 'desc')
    .execute();
  return rows.map(presentReportListItem);
}

/** One report the actor may see (their facility's; any for super_admin), or null: another facility's is a 404. */
export async function findVisibleReport(
  trx: Transaction<Database>,
  actor: Actor,
  reportId: string,
): Promise<ReportRow | null> {
  const query = selectReports(trx)
    .where('eod_reports.id', '=', reportId)
    .where(isInFacilityScope(actor, 'eod_reports.facility_id'));
  return (await query.executeTakeFirst()) ?? null;
}

/** The report's access log: the 50 latest generations, views and exports in the audit log, newest first. */
export async function loadAccessLog(
  trx: Transaction<Database>,
  reportId: string,
): Promise<EodReportDetail['accessLog']> {
  const rows = await trx
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.action',
      'audit_log.user_role',
      'audit_log.occurred_at',
      'audit_log.new_values',
      'audit_log.success',
      'users.first_name',
      'users.last_name',
    ])
    .where('audit_log.resource_type', '=', 'EOD_REPORT')
    .where('audit_log.resource_id', '=', reportId)
    .where('audit_log.action', 'in', ['GENERATE_EOD_REPORT', 'VIEW_EOD_REPORT', 'EXPORT_EOD_REPORT'])
    .orderBy('audit_log.occurred_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => {
    const values = (row.new_values ?? {}) as { format?: unknown };
    return {
      action: row.action as EodReportDetail['accessLog'][number]['action'],
      userName:
        row.user_role === SYSTEM_SCHEDULER.role
          ? SYSTEM_SCHEDULER.name
          : row.first_name
            ? `${row.first_name} ${row.last_name}`
            : 'Unknown user',
      at: row.occurred_at.toISOString(),
      format: typeof values.format === 'string' ? values.format : null,
      isSuccess: row.success,
    };
  });
}

/**
 * A report opened: its verification first (hash recomputed from the stored content, signature checked), then
 * the content. A stored content that no longer reads as a report is not shown (sections and summary null) and
 * fails verification whatever its hash.
 */
export function presentReportDetail(
  row: ReportRow,
  facility: { name: string; timeZone: string },
  signingKey: SigningKey,
  accessLog: EodReportDetail['accessLog'],
): EodReportDetail {
  const verification = verifyReport(
    signingKey,
    {
      facilityId: row.facility_id,
      reportDate: row.report_date,
      generatedBy: row.generated_by,
      generatedAt: row.generated_at,
      sections: row.sections,
      summary: row.summary,
    },
    { hash: row.hash, digitalSignature: row.digital_signature },
  );
  const sections = eodSectionsSchema.safeParse(row.sections);
  const summary = eodSummarySchema.safeParse(row.summary);
  const isReadable = sections.success && summary.success;
  return {
    ...presentReportListItem(row),
    facilityName: facility.name,
    timeZone: facility.timeZone,
    sections: sections.success ? sections.data : null,
    summary: summary.success ? summary.data : null,
    hash: row.hash,
    digitalSignature: row.digital_signature,
    supersedes: row.supersedes,
    accessLog,
    verification: isReadable
      ? verification
      : { ...verification, isHashValid: false, problem: 'The stored report no longer reads as a report.' },
  };
}
