import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { JOBS } from '../src/background-jobs.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';

/** A migrated throwaway database for a benchmark: a PGlite folder, or a new database on a server. */
export interface ScratchDatabase {
  kind: 'pglite' | 'postgresql';
  db: Kysely<Database>;
  /** The PGlite folder or the PostgreSQL URL, for a server process to open the same data. */
  location: { directory: string } | { url: string };
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a scratch database on PostgreSQL when `serverUrl` is given, otherwise on PGlite in a temp folder. */
export async function openScratchDatabase(serverUrl: string | undefined): Promise<ScratchDatabase> {
  if (serverUrl) {
    const name = `carenest_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await connectDatabase({ url: url.toString() });
    await migrateToLatest(db, JOBS);
    return {
      kind: 'postgresql',
      db,
      location: { url: url.toString() },
      async drop() {
        await db.destroy().catch(() => undefined);
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), 'carenest-bench-'));
  const db = await connectDatabase({ directory });
  await migrateToLatest(db, JOBS);
  return {
    kind: 'pglite',
    db,
    location: { directory },
    async drop() {
      await db.destroy().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
