import { SpanStatusCode } from '@opentelemetry/api';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DatabaseListener } from '../db/listener.ts';
import { carenestTracer } from '../observability/tracer.ts';
import { JOB_SCHEMA, bossDatabaseOf } from './boss-database.ts';
import type { JobDefinition } from './define-job.ts';
import { JOB_CHANNEL } from './enqueue-job.ts';
import { SYSTEM_AUDIT_CONTEXT } from './system-actor.ts';

/** What the runner is started with. */
export interface JobRunnerOptions<Services> {
  db: Kysely<Database>;
  jobs: readonly JobDefinition<unknown, Services>[];
  services: Services;
  log: FastifyBaseLogger;
  /** The process's listening connection: a committed enqueue wakes the workers at once. */
  listener: DatabaseListener;
  /** How often idle workers look for work anyway (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often expired tries are failed (and so retried) and old jobs archived (seconds). */
  maintenanceIntervalSeconds?: number;
  /** How often each instance checks the schedules (seconds, 1 to 45). */
  cronMonitorIntervalSeconds?: number;
}

/** The running jobs of a process. */
export interface JobRunner {
  /** Stops taking work and waits for the tries under way (up to `timeoutMs`, 30 s by default). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on the application's database: one worker per job (more with `concurrency`), the schedules
 * of scheduled jobs (a tick runs once across every instance: pg-boss claims each cron tick in the database),
 * and supervision that fails a try whose process died (past `expireSeconds`), so it is retried. Workers wake
 * when an enqueue commits anywhere (NOTIFY on the jobs channel) and otherwise poll; scheduled jobs marked
 * `isRunAtStart` are also sent once as the instance starts. Each try re-checks its
 * payload and runs as the system-scheduler user. Started by main, never by a route plugin.
 */
export async function startJobRunner<Services>(options: JobRunnerOptions<Services>): Promise<JobRunner> {
  const { db, jobs, services, log, listener } = options;
  const boss = new PgBoss({
    db: bossDatabaseOf(db),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();

  const workersByJob = new Map<string, string[]>();
  for (const job of jobs) {
    const workers: string[] = [];
    for (let slot = 0; slot < (job.concurrency ?? 1); slot += 1) {
      const workerId = await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([pgJob]) => {
          if (!pgJob) return;
          const payload = job.payload.safeParse(pgJob.data);
          if (!payload.success) {
            log.error({ job: job.name, jobId: pgJob.id }, 'job payload refused; not run');
            return;
          }
          await carenestTracer().startActiveSpan(`job ${job.name}`, async (span) => {
            try {
              await job.handle(payload.data, {
                db,
                services,
                log,
                audit: SYSTEM_AUDIT_CONTEXT,
                jobId: pgJob.id,
              });
            } catch (error) {
              span.setStatus({ code: SpanStatusCode.ERROR });
              log.warn({ err: error, job: job.name, jobId: pgJob.id }, 'job try failed; it will be retried');
              throw error;
            } finally {
              span.end();
            }
          });
        },
      );
      workers.push(workerId);
    }
    workersByJob.set(job.name, workers);
  }

  const scheduled = jobs.filter((job) => job.schedule);
  for (const job of scheduled)
    await boss.schedule(job.name, job.schedule!.cron, job.schedule!.payload as object, {
      tz: job.schedule!.timeZone,
    });
  for (const stale of await boss.getSchedules())
    if (!scheduled.some((job) => job.name === stale.name)) await boss.unschedule(stale.name);

  for (const job of scheduled.filter((definition) => definition.isRunAtStart))
    await boss.send(job.name, job.schedule!.payload as object);

  await listener.listen(JOB_CHANNEL, (jobName) => {
    for (const workerId of workersByJob.get(jobName) ?? []) boss.notifyWorker(workerId);
  });

  return {
    async stop(timeoutMs = 30_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
