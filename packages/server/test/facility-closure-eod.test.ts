import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, type EodStatusResponse } from '@carenest/core';
import { generateDueEodReportsJob } from '../src/eod-reports/index.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../src/jobs/system-actor.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createFacility, createUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** The last Wednesday before today (UTC), 21:00 UTC: past the 20:00 cutoff of a facility on UTC. */
function lastWednesdayEvening(): Date {
  const today = new Date().toISOString().slice(0, 10);
  let day = addCalendarDays(today, -1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = addCalendarDays(day, -1);
  return new Date(`${day}T21:00:00Z`);
}

describe.each(TEST_DATABASES)('the end-of-day scheduler and a closure day on %s', (kind) => {
  const { database, get } = setUpIntegrationSuite(kind);
  const clock = lastWednesdayEvening();
  const wednesday = clock.toISOString().slice(0, 10);
  const tuesday = addCalendarDays(wednesday, -1);

  it('expects no report on the closure day: the day is not overdue and the scheduler passes it over', async () => {
    const facility = await createFacility(database.db, 'Etc/GMT');
    await sql`UPDATE facilities SET created_at = ${new Date(clock.getTime() - 10 * 86_400_000)} WHERE id = ${facility}`.execute(
      database.db,
    );
    const admin = await createUser(database.db, 'administrator', facility);
    await database.db
      .insertInto('facility_closure_days')
      .values({ facility_id: facility, closed_on: tuesday, reason: 'Staff training' })
      .execute();

    const status = (await get(admin, `/api/eod-reports/status?date=${tuesday}`)).json<EodStatusResponse>();
    expect(status).toMatchObject({
      needsAutomatedGeneration: false,
      dayState: 'pending',
      hasEODReport: false,
    });

    await generateDueEodReportsJob.handle(
      {},
      {
        db: database.db,
        services: { secrets: ephemeralSecrets(), clock: () => clock },
        log: { error: () => undefined } as never,
        audit: SYSTEM_AUDIT_CONTEXT,
        jobId: 'test',
      },
    );
    const reports = await database.db
      .selectFrom('eod_reports')
      .select('report_date')
      .where('facility_id', '=', facility)
      .orderBy('report_date')
      .execute();
    expect(reports.map((report) => report.report_date)).toEqual([addCalendarDays(wednesday, -2), wednesday]);
  });
});
