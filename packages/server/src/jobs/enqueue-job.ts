import PgBoss from 'pg-boss';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JOB_SCHEMA, bossDatabaseOf } from './boss-database.ts';
import type { JobDefinition } from './define-job.ts';

/** The channel a committed enqueue is announced on, so the workers of every instance start at once. */
export const JOB_CHANNEL = 'carenest_jobs';

/** A job payload that fails its schema: refused when enqueued, so it is never run. */
export class JobPayloadError extends Error {
  constructor(jobName: string, detail: string) {
    super(`payload refused for job ${jobName}: ${detail}`);
    this.name = 'JobPayloadError';
  }
}

/**
 * Builds jobs for pg-boss without a connection of its own: every send passes the caller's transaction, so
 * this instance never runs a statement by itself.
 */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs are enqueued only inside a transaction')),
  },
});

/**
 * Enqueues a job inside the caller's transaction: it exists only if the change commits, and the workers of
 * every instance are told at commit. With a `key`, the job is enqueued at most once per key, ever (a row of
 * job_keys, unique per job and key); a later call with the same key enqueues nothing and answers null.
 * Answers the job's id.
 */
export async function enqueueJob<Payload>(
  trx: Transaction<Database>,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: { key?: string; startAfterSeconds?: number } = {},
): Promise<string | null> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new JobPayloadError(job.name, parsed.error.message);
  if (options.key !== undefined) {
    const claimed = await trx
      .insertInto('job_keys')
      .values({ job_name: job.name, key: options.key })
      .onConflict((conflict) => conflict.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return null;
  }
  const id = await sender.send(job.name, parsed.data as object, {
    db: bossDatabaseOf(trx),
    startAfter: options.startAfterSeconds,
  });
  if (!id)
    throw new Error(
      `job queue ${job.name} is missing: list the job in its feature's jobs (background-jobs.ts)`,
    );
  await sql`SELECT pg_notify(${JOB_CHANNEL}, ${job.name})`.execute(trx);
  return id;
}
