import {
  eodDayState,
  needsAutomatedGeneration,
  nextCutoffAfter,
  todayInZone,
  type EodStatusResponse,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import { findCompletedReport } from './load-reports.ts';

/** The scheduler job's name (its heartbeat row's key). */
export const EOD_SCHEDULER_JOB = 'eod-reports.generate-due';

/** The start of the minute after `now`: when an every-minute schedule ticks next. */
function nextMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
}

/**
 * The day banner and the scheduler banner of a facility's date, from real state: whether the day has a completed
 * report, whether the scheduler owes it one (spec: needsAutomatedGeneration, hasEODReport: never on a day the
 * facility's calendar has it closed), the scheduler's last run and what it found, its next check, and when it
 * will next generate a report.
 */
export async function loadDayStatus(
  trx: Transaction<Database>,
  facility: { id: string; name: string; timeZone: string; createdAt: Date },
  date: string,
  now: Date,
): Promise<EodStatusResponse> {
  const current = await findCompletedReport(trx, facility.id, date);
  const heartbeat = await trx
    .selectFrom('job_heartbeats')
    .select(['last_run_at', 'last_outcome'])
    .where('job_name', '=', EOD_SCHEDULER_JOB)
    .executeTakeFirst();
  const { calendar } = (await loadFacilitySettings(trx, facility.id))!;
  const today = todayInZone(now, facility.timeZone);
  const firstDay = todayInZone(facility.createdAt, facility.timeZone);
  const hasReport = current !== null;
  const isOwed = date >= firstDay && needsAutomatedGeneration({ day: date, now, calendar, hasReport });
  const isTodayOwed =
    date === today ? isOwed : needsAutomatedGeneration({ day: today, now, calendar, hasReport: false });
  const nextCheckAt = nextMinute(now);
  const todayHasReport =
    date === today ? hasReport : (await findCompletedReport(trx, facility.id, today)) !== null;
  const nextCutoff = nextCutoffAfter(now, calendar);
  const nextGenerationAt =
    isTodayOwed && !todayHasReport
      ? nextCheckAt
      : todayHasReport && todayInZone(nextCutoff, facility.timeZone) === today
        ? nextCutoffAfter(new Date(nextCutoff.getTime() + 60_000), calendar)
        : nextCutoff;
  return {
    facilityId: facility.id,
    facilityName: facility.name,
    timeZone: facility.timeZone,
    date,
    today,
    needsAutomatedGeneration: isOwed,
    hasEODReport: hasReport,
    dayState: eodDayState({ needsAutomatedGeneration: isOwed, hasReport }),
    reportId: current,
    scheduler: {
      lastRunAt: heartbeat?.last_run_at.toISOString() ?? null,
      lastOutcome: heartbeat?.last_outcome ?? null,
      nextCheckAt: nextCheckAt.toISOString(),
      nextGenerationAt: nextGenerationAt.toISOString(),
    },
  };
}
