import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';

/** The databases an integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: readonly ('pglite' | 'postgresql')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgresql']
  : ['pglite'];

/** A migrated, empty database of one kind, and how to throw it away. */
export interface TestDatabase {
  db: Kysely<Database>;
  drop(): Promise<void>;
}

/** Runs SQL on the PostgreSQL server's maintenance connection (to create and drop test databases). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database: PGlite in memory, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: 'pglite' | 'postgresql'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await connectDatabase({ directory: undefined });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const name = `carenest_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
