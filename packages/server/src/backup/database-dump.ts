import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JOB_SCHEMA } from '../jobs/boss-database.ts';
import type { FrameSink } from './archive-file.ts';
import { encodeFrame } from './archive-frames.ts';

/** Rows per `rows` frame (and per fetch from the dump's cursor). */
const ROWS_PER_FRAME = 2_000;
/** The migrator's own bookkeeping: the manifest names the migrations instead, and a restore re-runs them. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** The queued jobs a restore puts back (finished ones are history pg-boss purges anyway). */
const WAITING_JOB_STATES = ['created', 'retry', 'active'];

/** What a dump counted, and what the archive still has to carry: the documents its rows name. */
export interface DumpSummary {
  tables: number;
  rows: number;
  migrations: string[];
  documentKeys: string[];
}

/** The application's tables, oldest name first (partitions are read through their parent). */
export async function listTables(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`.execute(db);
  return tables.rows.map((row) => row.name).filter((name) => !MIGRATOR_TABLES.includes(name));
}

/** The columns of `schema.table` an INSERT may set (generated ones are computed again). */
export async function insertableColumns(
  db: Kysely<Database> | Transaction<Database>,
  schema: string,
  table: string,
): Promise<string[]> {
  const columns = await sql<{ name: string }>`
    SELECT attname AS name FROM pg_attribute
    WHERE attrelid = ${`${schema}."${table}"`}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
    ORDER BY attnum`.execute(db);
  return columns.rows.map((row) => row.name);
}

/** Streams the rows `query` selects (one JSON text per row, column `r`) as `rows` frames through a cursor. */
async function dumpRows(
  trx: Transaction<Database>,
  sink: FrameSink,
  target: { schema: 'public' | 'pgboss'; table: string },
  query: ReturnType<typeof sql>,
): Promise<number> {
  const columns = await insertableColumns(trx, target.schema, target.table);
  await sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${query}`.execute(trx);
  let count = 0;
  for (;;) {
    const batch = await sql<{ r: string }>`FETCH ${sql.raw(String(ROWS_PER_FRAME))} FROM backup_rows`.execute(
      trx,
    );
    if (batch.rows.length === 0) break;
    count += batch.rows.length;
    const body = Buffer.from(`[${batch.rows.map((row) => row.r).join(',')}]`);
    await sink(encodeFrame({ type: 'rows', ...target, columns }, body));
  }
  await sql`CLOSE backup_rows`.execute(trx);
  return count;
}

/**
 * Writes the whole database to `sink` from one REPEATABLE READ snapshot (a consistent copy while the server
 * runs, as pg_dump takes it): every application table's rows as JSON, every sequence's position, the waiting
 * jobs. The schema itself is not dumped: the manifest names the migrations applied, and a restore runs them.
 */
export async function dumpDatabase(
  db: Kysely<Database>,
  source: 'pglite' | 'postgresql',
  sink: FrameSink,
): Promise<DumpSummary> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const applied = await sql<{ name: string }>`
        SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
      const migrations = applied.rows.map((row) => row.name);
      await sink(
        encodeFrame({
          type: 'manifest',
          format: 1,
          createdAt: new Date().toISOString(),
          migrations,
          source,
        }),
      );
      const tables = await listTables(trx);
      let rows = 0;
      for (const table of tables)
        rows += await dumpRows(
          trx,
          sink,
          { schema: 'public', table },
          sql`SELECT row_to_json(t)::text AS r FROM ${sql.table(table)} t`,
        );
      const hasJobs = await sql<{ name: string | null }>`
        SELECT to_regclass(${`${JOB_SCHEMA}.job`})::text AS name`.execute(trx);
      if (hasJobs.rows[0]?.name)
        rows += await dumpRows(
          trx,
          sink,
          { schema: 'pgboss', table: 'job' },
          sql`SELECT row_to_json(j)::text AS r FROM pgboss.job j WHERE j.state::text IN (${sql.join(WAITING_JOB_STATES)})`,
        );
      await sink(
        encodeFrame({ type: 'sequences' }, Buffer.from(JSON.stringify(await sequencePositions(trx)))),
      );
      const documents = await trx
        .selectFrom('patient_documents')
        .select('storage_key')
        .orderBy('storage_key')
        .execute();
      return {
        tables: tables.length,
        rows,
        migrations,
        documentKeys: documents.map((row) => row.storage_key),
      };
    });
}

/** Every sequence of the application's schema and where it stands (`setval`'s arguments). */
async function sequencePositions(
  trx: Transaction<Database>,
): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const sequences = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`.execute(trx);
  const positions = [];
  for (const { name } of sequences.rows) {
    const position = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text, is_called FROM ${sql.table(name)}`.execute(trx);
    positions.push({ name, lastValue: position.rows[0]!.last_value, isCalled: position.rows[0]!.is_called });
  }
  return positions;
}
