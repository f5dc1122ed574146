// Vitest's global setup for the server's tests: one migrated, empty database of each kind per run, that every
// suite's fresh database starts from (test-database.ts). PGlite's initdb and the migrations take seconds per
// database, starting from a dump of its data directory under one; on PostgreSQL a copy of a migrated template
// takes a fifth of creating and migrating.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { JOBS } from '../../src/background-jobs.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PGlitePool } from '../../src/db/pglite-pool.ts';
import { createServerDatabase, type ServerDatabase } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the dump of a migrated, empty PGlite data directory. */
    pgliteSnapshotFile: string;
    /** The migrated, empty database on the PostgreSQL server that test databases copy ('' without a server). */
    postgresTemplate: string;
  }
}

/** Migrates a PGlite database on disk and dumps its data directory into `file`. */
async function writePgliteSnapshot(directory: string, file: string): Promise<void> {
  const db = await connectDatabase({ directory });
  await migrateToLatest(db, JOBS);
  await db.destroy();
  const pool = await PGlitePool.open(path.join(directory, 'pglite'));
  const snapshot = await pool.snapshot();
  await pool.end();
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
}

/** Creates and migrates the template database on the PostgreSQL server. */
async function createPostgresTemplate(): Promise<ServerDatabase> {
  const template = await createServerDatabase('carenest_template');
  const db = await connectDatabase({ url: template.url });
  await migrateToLatest(db, JOBS);
  await db.destroy();
  return template;
}

/** Makes both templates, hands them to the tests, and answers how to throw them away after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'carenest-pglite-snapshot-'));
  const file = path.join(directory, 'migrated.tar');
  const [, template] = await Promise.all([
    writePgliteSnapshot(directory, file),
    process.env.TEST_DATABASE_URL ? createPostgresTemplate() : undefined,
  ]);
  project.provide('pgliteSnapshotFile', file);
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    await template?.drop();
  };
}
