import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import pg from 'pg';
import type { ExecutedQuery } from '../../src/db/connect.ts';
import { summarize } from '../percentiles.ts';
import type { LoadFigures } from '../measure.ts';

/** Runs one statement on the driver. */
type RunStatement = (query: ExecutedQuery) => Promise<unknown>;

/** The bare driver on the benchmark's data: a node-postgres pool the size of the server's, or PGlite itself. */
export async function openDriver(
  location: { url: string } | { directory: string },
): Promise<{ run: RunStatement; close(): Promise<void> }> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    pool.on('error', (error) => console.warn(`direct-SQL connection lost: ${error.message}`));
    return { run: (query) => pool.query(query.sql, [...query.parameters]), close: () => pool.end() };
  }
  const database = await PGlite.create(path.join(location.directory, 'pglite'), {
    parsers: { [types.DATE]: (value: string) => value },
  });
  return { run: (query) => database.query(query.sql, [...query.parameters]), close: () => database.close() };
}

/**
 * The direct-SQL ceiling: `connections` concurrent loops each run the endpoint's statements in order, as fast
 * as the driver answers, for `durationSeconds`; one "request" is one pass over the statements.
 */
export async function measureDirectSql(
  run: RunStatement,
  statements: ExecutedQuery[],
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      for (const statement of statements) await run(statement);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const { p50, p95, p99 } = summarize(latencies);
  return {
    requestsPerSecond: Math.round(latencies.length / durationSeconds),
    p50,
    p95,
    p99,
    non2xx: 0,
    errors: 0,
  };
}
