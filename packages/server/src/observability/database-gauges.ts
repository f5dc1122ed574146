import { Counter, Gauge } from 'prom-client';
import { sql, type Kysely } from 'kysely';
import { poolStatisticsOf } from '../db/pool-statistics.ts';
import type { Database } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/boss-database.ts';
import { metricsRegistry } from './metrics-registry.ts';

/** The job states a gauge reports: waiting to run (new or to be retried), running, failed for good. */
const JOB_STATES = { created: 'queued', retry: 'queued', active: 'active', failed: 'failed' } as const;

/** The gauges these functions register, so registering again (a test's second app) replaces them. */
const NAMES = [
  'carenest_db_pool_connections',
  'carenest_db_pool_idle_connections',
  'carenest_db_pool_waiting_requests',
  'carenest_db_pool_acquisitions_total',
  'carenest_db_pool_wait_seconds_total',
  'carenest_jobs',
  'carenest_audit_sequencer_pending_rows',
  'carenest_audit_sequencer_lag_seconds',
];

type PoolFigure = keyof NonNullable<ReturnType<typeof poolStatisticsOf>>;

/** A gauge of one pool figure. */
function poolGauge(db: Kysely<Database>, name: string, help: string, figure: PoolFigure): void {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const statistics = poolStatisticsOf(db);
      if (statistics) this.set(statistics[figure]);
    },
  });
}

/** A counter of one pool figure that only grows (connections handed out, seconds waited for them). */
function poolCounter(db: Kysely<Database>, name: string, help: string, figure: PoolFigure): void {
  new Counter({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      const statistics = poolStatisticsOf(db);
      this.reset();
      if (statistics) this.inc(statistics[figure]);
    },
  });
}

/**
 * Registers the gauges read from the database at each scrape: the connection pool, the jobs per name and state
 * (pg-boss's table), and how far the audit chain sequencer is behind (rows not yet linked, age of the oldest).
 * `jobNames` get a zero for every state, so each series exists before its first job.
 */
export function registerDatabaseGauges(db: Kysely<Database>, jobNames: readonly string[]): void {
  for (const name of NAMES) metricsRegistry.removeSingleMetric(name);
  poolGauge(db, 'carenest_db_pool_connections', 'Database connections open', 'size');
  poolGauge(db, 'carenest_db_pool_idle_connections', 'Database connections open and idle', 'idle');
  poolGauge(db, 'carenest_db_pool_waiting_requests', 'Queries waiting for a database connection', 'waiting');
  poolCounter(db, 'carenest_db_pool_acquisitions_total', 'Database connections handed out', 'acquisitions');
  poolCounter(
    db,
    'carenest_db_pool_wait_seconds_total',
    'Seconds spent waiting for a connection',
    'waitSeconds',
  );

  new Gauge({
    name: 'carenest_jobs',
    help: 'Background jobs by job name and state (queued, active, failed)',
    labelNames: ['name', 'state'] as const,
    registers: [metricsRegistry],
    async collect() {
      const counts = await sql<{ name: string; state: keyof typeof JOB_STATES; count: number }>`
        SELECT name, state::text AS state, count(*)::int AS count FROM ${sql.table(`${JOB_SCHEMA}.job`)}
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`.execute(db);
      this.reset();
      for (const name of jobNames)
        for (const state of new Set(Object.values(JOB_STATES))) this.set({ name, state }, 0);
      for (const row of counts.rows) this.inc({ name: row.name, state: JOB_STATES[row.state] }, row.count);
    },
  });

  const sequencerLag = async () =>
    (
      await sql<{ pending: number; lag: number | null }>`
        SELECT count(*)::int AS pending,
               extract(epoch FROM now() - min(audit_log.occurred_at))::float8 AS lag
        FROM audit_pending JOIN audit_log ON audit_log.sequence = audit_pending.audit_sequence`.execute(db)
    ).rows[0]!;
  new Gauge({
    name: 'carenest_audit_sequencer_pending_rows',
    help: 'Audit rows written but not yet linked into the hash chain',
    registers: [metricsRegistry],
    async collect() {
      this.set((await sequencerLag()).pending);
    },
  });
  new Gauge({
    name: 'carenest_audit_sequencer_lag_seconds',
    help: 'Age of the oldest audit row not yet linked into the hash chain (0 when none waits)',
    registers: [metricsRegistry],
    async collect() {
      this.set(Math.max(0, (await sequencerLag()).lag ?? 0));
    },
  });
}
