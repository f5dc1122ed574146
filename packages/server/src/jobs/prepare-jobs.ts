import PgBoss from 'pg-boss';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JOB_SCHEMA, bossDatabaseOf } from './boss-database.ts';
import type { JobDefinition } from './define-job.ts';

/** Advisory lock key held while one process installs pg-boss's schema and the queues. */
const SETUP_LOCK = 7_240_532;
/** The pg-boss schema version this code was written against (pg-boss 10.3.x). */
const BOSS_SCHEMA_VERSION = 24;

/** Queue options of a job: its retries and how long a try may run before it is taken for dead. */
export function queueOptionsOf(job: JobDefinition) {
  const retry = job.retry ?? { limit: 3, delaySeconds: 30, isBackingOff: true };
  return {
    policy: 'standard' as const,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.isBackingOff,
    expireInSeconds: job.expireSeconds ?? 60,
  };
}

/**
 * Installs pg-boss's tables (once) and a queue for every job, on one dedicated connection under an advisory
 * lock, so several instances starting together neither race nor fail. Runs right after the migrations;
 * idempotent. Queues exist before anything is enqueued, even in processes that run no jobs.
 */
export async function prepareJobQueues(db: Kysely<Database>, jobs: readonly JobDefinition[]): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK})`.execute(connection);
    try {
      const table = await sql<{ name: string | null }>`
        SELECT to_regclass(${`${JOB_SCHEMA}.version`})::text AS name`.execute(connection);
      if (!table.rows[0]?.name) {
        await sql.raw(PgBoss.getConstructionPlans(JOB_SCHEMA)).execute(connection);
      } else {
        const version = await sql<{ version: number }>`SELECT version FROM pgboss.version`.execute(
          connection,
        );
        const installed = Number(version.rows[0]?.version);
        if (installed !== BOSS_SCHEMA_VERSION)
          throw new Error(`pg-boss schema ${installed} found; this CareNest expects ${BOSS_SCHEMA_VERSION}`);
      }
      const boss = new PgBoss({ db: bossDatabaseOf(connection), schema: JOB_SCHEMA });
      for (const job of jobs) await boss.createQueue(job.name, { name: job.name, ...queueOptionsOf(job) });
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(connection);
    }
  });
}
