import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_SCHEDULER, addCalendarDays, type EodStatusResponse } from '@carenest/core';
import { generateDueEodReportsJob } from '../src/eod-reports/index.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../src/jobs/system-actor.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createFacility, createUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** The last Wednesday before today (UTC), 21:00 UTC: past the 20:00 cutoff of a facility on UTC. */
function lastWednesdayEvening(): Date {
  const today = new Date().toISOString().slice(0, 10);
  let day = addCalendarDays(today, -1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = addCalendarDays(day, -1);
  return new Date(`${day}T21:00:00Z`);
}

describe.each(TEST_DATABASES)('the end-of-day scheduler on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get } = suite;
  const secrets = ephemeralSecrets();
  const clock = lastWednesdayEvening();
  const wednesday = clock.toISOString().slice(0, 10);
  const instances: FastifyInstance[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });
  /** A UTC facility that opened ten days before that Wednesday, with its administrator. */
  const openFacility = async () => {
    const facility = await createFacility(database.db, 'Etc/GMT');
    await sql`UPDATE facilities SET created_at = ${new Date(clock.getTime() - 10 * 86_400_000)} WHERE id = ${facility}`.execute(
      database.db,
    );
    return { facility, admin: await createUser(database.db, 'administrator', facility) };
  };
  const reportsOf = (facility: string) =>
    database.db
      .selectFrom('eod_reports')
      .select(['report_date', 'status', 'is_automated', 'generated_by'])
      .where('facility_id', '=', facility)
      .orderBy('report_date')
      .execute();

  it('writes one report per working day past the cutoff with two instances racing, notifying and auditing', async () => {
    const { facility, admin } = await openFacility();
    for (let count = 0; count < 2; count += 1) {
      const instance = await buildAppWithJobs({
        db: database.db,
        secrets,
        jobs: [generateDueEodReportsJob],
        clock: () => clock,
      });
      await instance.ready();
      instances.push(instance);
    }
    // Each instance sends a run as it starts: wait for both to finish, however they interleaved.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ count: number }>`
          SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${generateDueEodReportsJob.name} AND state = 'completed'`.execute(
          database.db,
        );
        expect(rows[0]!.count).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 100 },
    );
    const reports = await reportsOf(facility);
    // Monday to Wednesday: the weekend before is no working day, and the facility did not exist before.
    expect(reports.map((report) => report.report_date)).toEqual([
      addCalendarDays(wednesday, -2),
      addCalendarDays(wednesday, -1),
      wednesday,
    ]);
    expect(reports.every((report) => report.status === 'completed' && report.is_automated)).toBe(true);
    expect(new Set(reports.map((report) => report.generated_by))).toEqual(new Set([SYSTEM_SCHEDULER.userId]));
    const notified = await database.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', admin.id)
      .execute();
    expect(notified.map((row) => row.title)).toEqual(Array(3).fill('End of Day report ready'));
    const audited = await database.db
      .selectFrom('audit_log')
      .select(['user_role', 'success'])
      .where('action', '=', 'GENERATE_EOD_REPORT')
      .execute();
    expect(audited).toEqual(Array(3).fill({ user_role: SYSTEM_SCHEDULER.role, success: true }));

    const status = (await get(admin, `/api/eod-reports/status?date=${wednesday}`)).json<EodStatusResponse>();
    expect(status).toMatchObject({ dayState: 'completed', hasEODReport: true });
    expect(status.scheduler.lastRunAt).toBe(clock.toISOString());
    expect(status.scheduler.lastOutcome).toMatch(/^(Generated 3 reports|No report due)$/);
    // Stopped here, so that no later tick of theirs meets the next story's failing database.
    for (const instance of instances.splice(0)) await instance.close();
  });

  it('audits a failed generation, leaves no half report, and makes it on the next tick', async () => {
    const { facility } = await openFacility();
    const context = {
      db: database.db,
      services: { secrets, documents: undefined as never, clock: () => clock },
      log: { error: () => undefined } as never,
      audit: SYSTEM_AUDIT_CONTEXT,
      jobId: 'test',
    };
    await sql`
      CREATE FUNCTION refuse_wednesday() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.report_date = ${sql.lit(wednesday)}::date THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_wednesday BEFORE INSERT ON eod_reports FOR EACH ROW EXECUTE FUNCTION refuse_wednesday();
    `.execute(database.db);
    await generateDueEodReportsJob.handle({}, context);
    expect((await reportsOf(facility)).map((report) => report.report_date)).not.toContain(wednesday);
    const failures = await database.db
      .selectFrom('audit_log')
      .select(['error_message', 'user_role'])
      .where('action', '=', 'GENERATE_EOD_REPORT')
      .where('success', '=', false)
      .execute();
    expect(failures).toEqual([
      { error_message: expect.stringContaining('disk full'), user_role: SYSTEM_SCHEDULER.role },
    ]);
    const heartbeat = await database.db
      .selectFrom('job_heartbeats')
      .select('last_outcome')
      .executeTakeFirstOrThrow();
    expect(heartbeat.last_outcome).toMatch(/1 failed and will be retried/);

    await sql`DROP TRIGGER refuse_wednesday ON eod_reports; DROP FUNCTION refuse_wednesday();`.execute(
      database.db,
    );
    await generateDueEodReportsJob.handle({}, context);
    expect((await reportsOf(facility)).map((report) => report.report_date)).toContain(wednesday);
  });
});
