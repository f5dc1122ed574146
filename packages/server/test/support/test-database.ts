import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/schema.ts';
import { createEmptyServerDatabase, createServerDatabase } from './postgres-server.ts';

/** The databases an integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: readonly ('pglite' | 'postgresql')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgresql']
  : ['pglite'];

/** A migrated, empty database of one kind, and how to throw it away. */
export interface TestDatabase {
  db: Kysely<Database>;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, migrated, empty database: PGlite in memory, or a new database on the PostgreSQL server, each a
 * copy of the run's migrated template of its kind (database-templates.global.ts).
 */
export async function createTestDatabase(kind: 'pglite' | 'postgresql'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotFile'))]);
    const db = await connectDatabase({ snapshot });
    return { db, drop: () => db.destroy() };
  }
  const database = await createServerDatabase('carenest_test', inject('postgresTemplate'));
  const db = await connectDatabase({ url: database.url });
  return {
    db,
    async drop() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A fresh database of one kind with no migration applied, for tests that migrate it step by step. */
export async function createUnmigratedTestDatabase(kind: 'pglite' | 'postgresql'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await connectDatabase({ directory: undefined });
    return { db, drop: () => db.destroy() };
  }
  const database = await createEmptyServerDatabase();
  const db = await connectDatabase({ url: database.url });
  return {
    db,
    async drop() {
      await db.destroy();
      await database.drop();
    },
  };
}
