import { z } from 'zod';
import { SYSTEM_SCHEDULER, daysDueForGeneration, todayInZone } from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { loadFacilitiesSettings } from '../facility/index.ts';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import type { Secrets } from '../secrets.ts';
import { EOD_SCHEDULER_JOB } from './day-status.ts';
import { generateEodReport } from './generate-report.ts';

/** What the end-of-day jobs need of the process: its signing key, and the clock a test may set. */
export interface EodJobServices {
  secrets: Secrets;
  /** The scheduler's clock for its cutoff: the real time unless a test sets it. */
  clock?: () => Date;
}

/**
 * The end-of-day scheduler (spec: every 60 seconds; Monday to Friday from the 20:00 cutoff): each tick, once across
 * every instance, finds each facility's recent working days (its calendar's open days: no report is expected on a
 * closure day) past their cutoff (on the facility's clock) without a
 * completed report and generates each missing one as the system-scheduler user, in its own transaction: it is
 * audited, the administrators are notified, and a failure rolls back whole, is audit-logged with its error and is
 * tried again on the next tick. Two instances racing for one day still write one report (the facility lock and
 * the one-per-day index). The tick's outcome is kept in job_heartbeats for the scheduler banner.
 */
export const generateDueEodReportsJob = defineJob({
  name: EOD_SCHEDULER_JOB,
  payload: z.object({}),
  schedule: { cron: '* * * * *', timeZone: 'UTC', payload: {} },
  isRunAtStart: true,
  retry: { limit: 0, delaySeconds: 60, isBackingOff: false },
  async handle(_payload, { db, services, audit, log }: JobContext<EodJobServices>) {
    const now = services.clock?.() ?? new Date();
    const facilities = await loadFacilitiesSettings(db);
    const due = facilities.flatMap((facility) =>
      daysDueForGeneration(now, facility.calendar, todayInZone(facility.createdAt, facility.timeZone)).map(
        (date) => ({ facilityId: facility.id, date }),
      ),
    );
    const existing =
      due.length === 0
        ? []
        : await db
            .selectFrom('eod_reports')
            .select(['facility_id', 'report_date'])
            .where('status', '=', 'completed')
            .where(
              'facility_id',
              'in',
              due.map((entry) => entry.facilityId),
            )
            .where(
              'report_date',
              'in',
              due.map((entry) => entry.date),
            )
            .execute();
    const done = new Set(existing.map((row) => `${row.facility_id} ${row.report_date}`));
    let generated = 0;
    let failed = 0;
    for (const { facilityId, date } of due.filter(
      (entry) => !done.has(`${entry.facilityId} ${entry.date}`),
    )) {
      try {
        const result = await db
          .transaction()
          .execute((trx) =>
            generateEodReport(
              trx,
              { audit, now, signingKey: services.secrets.signingKey },
              { facilityId, date, isForced: false, generatedBy: SYSTEM_SCHEDULER.userId, isAutomated: true },
            ),
          );
        if (!result.isExisting) generated += 1;
      } catch (error) {
        failed += 1;
        log.error(
          { err: error, facilityId, date },
          'end-of-day report generation failed; the next tick retries',
        );
        await db.transaction().execute((trx) =>
          appendAudit(trx, audit, {
            action: 'GENERATE_EOD_REPORT',
            resourceType: 'EOD_REPORT',
            resourceId: null,
            newValues: { facilityId, reportDate: date, isAutomated: true },
            success: false,
            errorMessage: (error as Error).message,
          }),
        );
      }
    }
    const outcome =
      failed > 0
        ? `Generated ${generated} report${generated === 1 ? '' : 's'}; ${failed} failed and will be retried`
        : generated > 0
          ? `Generated ${generated} report${generated === 1 ? '' : 's'}`
          : 'No report due';
    await db
      .insertInto('job_heartbeats')
      .values({ job_name: EOD_SCHEDULER_JOB, last_run_at: now, last_outcome: outcome })
      .onConflict((conflict) =>
        conflict.column('job_name').doUpdateSet({ last_run_at: now, last_outcome: outcome }),
      )
      .execute();
  },
});

/** The end-of-day jobs, which the process runs (`background-jobs.ts`). */
export const EOD_JOBS = [generateDueEodReportsJob] as const;
