import type { PostgresPool } from 'kysely';

/** What the metrics read of a database's connection pool (ARCHITECTURE.md, "Operations"). */
export interface PoolStatistics {
  /** Connections open. */
  size: number;
  /** Of those, the ones no one holds. */
  idle: number;
  /** Requests waiting for a connection now. */
  waiting: number;
  /** Connections handed out since the pool opened. */
  acquisitions: number;
  /** Seconds spent waiting for those, in all. */
  waitSeconds: number;
}

/** The pool's own counts of its connections: node-postgres's, or PGlite's one connection. */
export type PoolOccupancy = () => Pick<PoolStatistics, 'size' | 'idle' | 'waiting'>;

const statisticsByDatabase = new WeakMap<object, () => PoolStatistics>();

/**
 * The pool with every connect timed, so the time requests spend waiting for a connection is known. Answers the
 * pool to open Kysely on and how to register its statistics once the database object exists.
 */
export function measurePool(
  pool: PostgresPool,
  occupancy: PoolOccupancy,
): { pool: PostgresPool; registerFor(db: object): void } {
  let acquisitions = 0;
  let waitSeconds = 0;
  const measured: PostgresPool = {
    async connect() {
      const startedAt = performance.now();
      const client = await pool.connect();
      acquisitions += 1;
      waitSeconds += (performance.now() - startedAt) / 1000;
      return client;
    },
    end: () => pool.end(),
  };
  return {
    pool: measured,
    registerFor(db) {
      statisticsByDatabase.set(db, () => ({ ...occupancy(), acquisitions, waitSeconds }));
    },
  };
}

/** The pool statistics of a database opened by connectDatabase. */
export function poolStatisticsOf(db: object): PoolStatistics | undefined {
  return statisticsByDatabase.get(db)?.();
}
