import path from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { DeferredBeginDialect } from './deferred-begin.ts';
import { PGlitePool } from './pglite-pool.ts';
import { measurePool } from './pool-statistics.ts';
import { PreparingClient } from './prepared-statements.ts';
import { createEmbeddedListener, createServerListener, registerListenerFactory } from './listener.ts';

/**
 * Where the data lives: a PostgreSQL server by URL, an embedded PGlite directory (undefined: in memory), or an
 * embedded PGlite in memory started from a snapshot of a data directory (`PGlitePool.snapshot`).
 */
export type DatabaseLocation = { url: string } | { directory: string | undefined } | { snapshot: Blob };

/** The embedded database of a location that is not a server's. */
function openEmbeddedPool(
  location: { directory: string | undefined } | { snapshot: Blob },
): Promise<PGlitePool> {
  if ('snapshot' in location) return PGlitePool.open(undefined, location.snapshot);
  return PGlitePool.open(location.directory ? path.join(location.directory, 'pglite') : undefined);
}

// Calendar dates stay strings (yyyy-MM-dd), never a Date shifted by the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * A node-postgres pool. An idle connection the server ends (restart, failover, administrator command) is
 * reported and replaced on the next query instead of crashing the process with an unhandled 'error' event.
 * JIT compilation is off: it pays off for long analytic queries, while a statement here runs in a millisecond
 * and a misestimated one (a count over a churning queue table) would spend several compiling.
 */
function openServerPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    Client: PreparingClient,
  });
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** A statement as it went to the driver. */
export interface ExecutedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Opens Kysely on PostgreSQL (`pg` pool) or on embedded PGlite; both speak the same SQL. `onQuery` sees every
 * statement executed (the benchmark uses it to replay an endpoint's SQL directly through the driver).
 */
export async function connectDatabase(
  location: DatabaseLocation,
  options: { onQuery?: (query: ExecutedQuery) => void } = {},
): Promise<Kysely<Database>> {
  const pool = 'url' in location ? openServerPool(location.url) : await openEmbeddedPool(location);
  const measured = measurePool(pool, () =>
    pool instanceof PGlitePool
      ? pool.occupancy()
      : { size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
  );
  const db = new Kysely<Database>({
    dialect: new DeferredBeginDialect({ pool: measured.pool }),
    log:
      options.onQuery || process.env.SQL_LOG
        ? (event) => {
            options.onQuery?.({ sql: event.query.sql, parameters: event.query.parameters });
            if (process.env.SQL_LOG) console.log(event.query.sql, event.queryDurationMillis.toFixed(2));
          }
        : undefined,
  });
  measured.registerFor(db);
  registerListenerFactory(db, () =>
    'url' in location ? createServerListener(location.url) : createEmbeddedListener(pool as PGlitePool),
  );
  return db;
}
