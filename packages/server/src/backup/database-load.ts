import { sql, type Kysely, type Transaction } from 'kysely';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '../db/migrate.ts';
import type { JobDefinition } from '../jobs/define-job.ts';
import type { Database } from '../db/schema.ts';
import { ArchiveError } from './archive-cipher.ts';
import type { FrameReader, FrameHeader } from './archive-frames.ts';
import { listTables } from './database-dump.ts';

/** The manifest frame's contents. */
type Manifest = Extract<FrameHeader, { type: 'manifest' }>;

/**
 * Refuses an archive this release cannot load: one whose migrations are not a beginning of this release's
 * (made by a newer release, or by another program).
 */
export function checkManifestMigrations(manifest: Manifest): void {
  const isPrefix = manifest.migrations.every((name, index) => MIGRATION_NAMES[index] === name);
  if (!isPrefix || manifest.migrations.length === 0)
    throw new ArchiveError(
      'This archive was made by a newer release of CareNest (or its schema is unknown): restore it with that release.',
    );
}

/** The foreign keys of the application's tables, to drop while rows load in any order and add back after. */
async function foreignKeys(trx: Transaction<Database>) {
  const keys = await sql<{ table_name: string; name: string; definition: string }>`
    SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`.execute(trx);
  return keys.rows;
}

/** Inserts one frame of JSON rows into `schema.table`, identity columns included. */
async function insertRows(
  trx: Transaction<Database>,
  header: Extract<FrameHeader, { type: 'rows' }>,
  body: Buffer,
): Promise<void> {
  const table = sql.table(`${header.schema}.${header.table}`);
  const columns = sql.join(header.columns.map((column) => sql.ref(column)));
  const source = sql`json_populate_recordset(NULL::${table}, ${body.toString('utf8')}::json)`;
  await sql`INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${source}`.execute(
    trx,
  );
}

/**
 * Loads an archive's database frames (the reader stands right after the manifest and the secrets) into an
 * empty database: the schema of the archive's migrations first, then, in one transaction, every row with the
 * tables' triggers and foreign keys set aside (the rows are restored as they were, so no trigger should
 * recount or refuse them; the keys are checked again when added back), the sequences' positions; then the
 * migrations of this release and the jobs that were waiting. Answers the rows loaded.
 */
export async function loadDatabase(
  db: Kysely<Database>,
  manifest: Manifest,
  reader: FrameReader,
  jobs: readonly JobDefinition<unknown, never>[],
): Promise<number> {
  await migrateUpTo(db, manifest.migrations.at(-1)!);
  let rows = 0;
  const waitingJobs: { header: Extract<FrameHeader, { type: 'rows' }>; body: Buffer }[] = [];
  await db.transaction().execute(async (trx) => {
    const tables = await listTables(trx);
    const keys = await foreignKeys(trx);
    for (const key of keys)
      await sql`ALTER TABLE ${sql.raw(key.table_name)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(trx);
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
    // Rows some migrations insert (defaults) are replaced by the archive's.
    if (tables.length) await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))}`.execute(trx);
    for (;;) {
      const frame = await reader.next();
      if (!frame) throw new ArchiveError('The archive is cut short.');
      if (frame.header.type === 'sequences') {
        for (const position of JSON.parse(frame.body.toString('utf8')) as SequencePosition[])
          await sql`SELECT setval(${position.name}::regclass, ${position.lastValue}::bigint, ${position.isCalled})`.execute(
            trx,
          );
        break;
      }
      if (frame.header.type !== 'rows') throw new ArchiveError('The archive is not laid out as expected.');
      rows += (JSON.parse(frame.body.toString('utf8')) as unknown[]).length;
      if (frame.header.schema === 'pgboss') waitingJobs.push({ header: frame.header, body: frame.body });
      else await insertRows(trx, frame.header, frame.body);
    }
    for (const key of keys)
      await sql`ALTER TABLE ${sql.raw(key.table_name)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(
        trx,
      );
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
  });
  await migrateToLatest(db, jobs);
  await loadWaitingJobs(db, waitingJobs);
  return rows;
}

/** A sequence's position as the dump recorded it. */
interface SequencePosition {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Puts back the jobs that were waiting, for the queues this release still has. */
async function loadWaitingJobs(
  db: Kysely<Database>,
  frames: { header: Extract<FrameHeader, { type: 'rows' }>; body: Buffer }[],
): Promise<void> {
  for (const { header, body } of frames) {
    const columns = sql.join(header.columns.map((column) => sql.ref(column)));
    await sql`
      INSERT INTO pgboss.job (${columns})
      SELECT ${columns} FROM json_populate_recordset(NULL::pgboss.job, ${body.toString('utf8')}::json) AS waiting
      WHERE waiting.name IN (SELECT name FROM pgboss.queue)
      ON CONFLICT DO NOTHING`.execute(db);
  }
}
