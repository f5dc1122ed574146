import { sql, type Kysely } from 'kysely';

/**
 * Keys of jobs that run at most once per key (a facility's report for a day, a document's scan): the row is
 * inserted in the enqueueing transaction and its primary key refuses a second one, across every instance and
 * forever (pg-boss's own singleton keys only hold while a job is queued or active). pg-boss keeps its own
 * tables in the `pgboss` schema, installed by jobs/prepare-jobs.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_keys (
      job_name text NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (job_name, key)
    );
  `.execute(db);
}
