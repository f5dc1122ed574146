import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** What pg-boss needs of a database: one method running SQL with positional parameters. */
export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's database over Kysely, so jobs use the same connection pool (or the same embedded PGlite) as
 * requests. Given a transaction, its statements join that transaction: a job enqueued by a change that rolls
 * back is never run. Statements without parameters go through the simple protocol, which also runs
 * pg-boss's multi-statement scripts.
 */
export function bossDatabaseOf(db: Kysely<Database> | Transaction<Database>): BossDatabase {
  return {
    async executeSql(text, values = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
