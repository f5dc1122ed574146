import { SYSTEM_SCHEDULER, addCalendarDays, isWorkingDay, todayInZone } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { SigningKey } from '../clinical-notes/index.ts';
import type { Database } from '../db/schema.ts';
import { generateEodReport } from '../eod-reports/index.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../jobs/system-actor.ts';

/** How many past working days of end-of-day reports the demo keeps. */
const REPORT_DAYS = 3;

/**
 * The demo facilities opened two months ago, and the first facility's end-of-day reports of its last three working
 * days, made by the scheduler's own generation from the demo's records of those days (doses, runs, claims), so an
 * administrator opens /reports to a filled list; today stays pending until 8 PM or Generate Report.
 */
export async function seedDemoEodReports(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; signingKey: SigningKey; now: Date },
): Promise<void> {
  await sql`UPDATE facilities SET created_at = ${new Date(options.now.getTime() - 60 * 86_400_000)}`.execute(
    trx,
  );
  const days: string[] = [];
  for (let day = todayInZone(options.now, options.timeZone); days.length < REPORT_DAYS;) {
    day = addCalendarDays(day, -1);
    if (isWorkingDay(day)) days.unshift(day);
  }
  for (const date of days)
    await generateEodReport(
      trx,
      { audit: SYSTEM_AUDIT_CONTEXT, now: options.now, signingKey: options.signingKey },
      {
        facilityId: options.facilityId,
        date,
        isForced: false,
        generatedBy: SYSTEM_SCHEDULER.userId,
        isAutomated: true,
      },
    );
}
