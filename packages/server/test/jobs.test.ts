import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SYSTEM_SCHEDULER } from '@carenest/core';
import { appendAudit } from '../src/audit/append-audit.ts';
import { openListener, type DatabaseListener } from '../src/db/listener.ts';
import { defineJob } from '../src/jobs/define-job.ts';
import { JobPayloadError, enqueueJob } from '../src/jobs/enqueue-job.ts';
import { startJobRunner, type JobRunner } from '../src/jobs/job-runner.ts';
import { prepareJobQueues } from '../src/jobs/prepare-jobs.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

const log = Fastify({ logger: false }).log;

/** What one suite's test jobs did, in order, and how often the "hangs once" job was tried. */
interface JobTrace {
  runs: { job: string; note: string; at: number }[];
  hangingTries: number;
}

/** The test jobs of one suite, writing to its own trace. */
function testJobs(trace: JobTrace) {
  const noteJob = defineJob({
    name: 'test.note',
    payload: z.object({ note: z.string().min(1) }),
    async handle({ note }, { db, audit }) {
      await db
        .transaction()
        .execute((trx) =>
          appendAudit(trx, audit, { action: 'TEST_JOB', resourceType: 'JOB', newValues: { note } }),
        );
      trace.runs.push({ job: 'test.note', note, at: Date.now() });
    },
  });
  const hangsOnceJob = defineJob({
    name: 'test.hangs-once',
    payload: z.object({}),
    expireSeconds: 1,
    retry: { limit: 2, delaySeconds: 0, isBackingOff: false },
    async handle() {
      trace.hangingTries += 1;
      if (trace.hangingTries === 1) await new Promise(() => undefined);
      trace.runs.push({ job: 'test.hangs-once', note: `try ${trace.hangingTries}`, at: Date.now() });
    },
  });
  const everyMinuteJob = defineJob({
    name: 'test.every-minute',
    payload: z.object({}),
    schedule: { cron: '* * * * *', timeZone: 'America/New_York', payload: {} },
    async handle() {
      trace.runs.push({ job: 'test.every-minute', note: 'tick', at: Date.now() });
    },
  });
  return { noteJob, hangsOnceJob, everyMinuteJob, all: [noteJob, hangsOnceJob, everyMinuteJob] as never[] };
}

for (const kind of TEST_DATABASES) {
  describe(`background jobs on ${kind}`, () => {
    let database: TestDatabase;
    const trace: JobTrace = { runs: [], hangingTries: 0 };
    const { runs } = trace;
    const { noteJob, hangsOnceJob, all: TEST_JOBS } = testJobs(trace);
    const listeners: DatabaseListener[] = [];
    const runners: JobRunner[] = [];
    const jobRows = async (name: string) =>
      (
        await sql<{
          count: number;
        }>`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${name}`.execute(database.db)
      ).rows[0]!.count;
    let firstRunnerStartedAt = 0;
    const startRunner = async () => {
      firstRunnerStartedAt ||= Date.now();
      const listener = openListener(database.db);
      listeners.push(listener);
      const runner = await startJobRunner({
        db: database.db,
        jobs: TEST_JOBS,
        services: { secrets: ephemeralSecrets(), documents: undefined as never },
        log,
        listener,
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        cronMonitorIntervalSeconds: 1,
      });
      runners.push(runner);
    };

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await prepareJobQueues(database.db, TEST_JOBS);
    });
    afterAll(async () => {
      await Promise.all(
        runners.map((runner) => Promise.race([runner.stop(), new Promise((r) => setTimeout(r, 2000))])),
      );
      for (const listener of listeners) await listener.close();
      await database.drop();
    });

    it('refuses a payload that fails its schema when it is enqueued, so it is never run', async () => {
      await expect(
        database.db.transaction().execute((trx) => enqueueJob(trx, noteJob, { note: '' })),
      ).rejects.toBeInstanceOf(JobPayloadError);
      expect(await jobRows('test.note')).toBe(0);
    });

    it('enqueues nothing when the change that enqueued the job rolls back', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await enqueueJob(trx, noteJob, { note: 'rolled back' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      expect(await jobRows('test.note')).toBe(0);
    });

    it('enqueues a keyed job at most once, however many transactions try at once', async () => {
      const ids = await Promise.all(
        Array.from({ length: 5 }, () =>
          database.db
            .transaction()
            .execute((trx) => enqueueJob(trx, noteJob, { note: 'once' }, { key: 'report-1' })),
        ),
      );
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
      expect(await jobRows('test.note')).toBe(1);
    });

    it('runs the job as the system-scheduler user, its audit row naming that user', async () => {
      await startRunner();
      await vi.waitFor(() => expect(runs.some((run) => run.note === 'once')).toBe(true), { timeout: 15_000 });
      const row = await database.db
        .selectFrom('audit_log')
        .select(['user_id', 'user_role', 'session_id'])
        .where('action', '=', 'TEST_JOB')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        user_id: SYSTEM_SCHEDULER.userId,
        user_role: SYSTEM_SCHEDULER.role,
        session_id: null,
      });
    });

    it('retries a try that stopped answering (its process died) once it expires', async () => {
      await database.db.transaction().execute((trx) => enqueueJob(trx, hangsOnceJob, {}));
      await vi.waitFor(() => expect(runs.some((run) => run.job === 'test.hangs-once')).toBe(true), {
        timeout: 30_000,
        interval: 200,
      });
      expect(trace.hangingTries).toBe(2);
    });

    it('runs a scheduled job once per tick although two instances watch the schedule', async () => {
      await startRunner();
      await vi.waitFor(() => expect(runs.some((run) => run.job === 'test.every-minute')).toBe(true), {
        timeout: 30_000,
        interval: 200,
      });
      const cronPasses = new Set<string>();
      await vi.waitFor(
        async () => {
          const version = await sql<{
            cronOn: string;
          }>`SELECT cron_on::text AS "cronOn" FROM pgboss.version`.execute(database.db);
          cronPasses.add(version.rows[0]!.cronOn);
          expect(cronPasses.size).toBeGreaterThanOrEqual(4);
        },
        { timeout: 20_000, interval: 300 },
      );
      // pg-boss claims one run per minute of the clock: the runs can be no more than the minutes this test
      // touched, however often the two instances looked at the schedule meanwhile.
      const ticks = runs.filter((run) => run.job === 'test.every-minute');
      const minutesTouched = Math.floor(Date.now() / 60_000) - Math.floor(firstRunnerStartedAt / 60_000) + 1;
      expect(ticks.length).toBeLessThanOrEqual(minutesTouched);
    });
  });
}
