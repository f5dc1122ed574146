import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** A row of the probe table (not part of the schema). */
interface Probe {
  id: number;
  note?: string | null;
}

// Prepared statements are PostgreSQL's pool only (PGlite answers in process, with nothing to save).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'statements prepared once per connection on postgresql',
  () => {
    let database: TestDatabase;
    let db: Kysely<Database>;

    beforeAll(async () => {
      database = await createTestDatabase('postgresql');
      db = database.db;
      await sql`CREATE TABLE prepared_probe (id int PRIMARY KEY)`.execute(db);
      await sql`INSERT INTO prepared_probe (id) VALUES (1)`.execute(db);
    });
    afterAll(() => database.drop());

    /** The probe row by id, `SELECT *`, with a parameter (so it is prepared). */
    const probeRow = (connection: Kysely<Database>) =>
      sql<Probe>`SELECT * FROM prepared_probe WHERE id = ${1}`.execute(connection);
    const preparedNames = async (connection: Kysely<Database>) =>
      (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(connection)).rows.map(
        (row) => row.name,
      );

    it('prepares a statement with parameters under a name of its text, and reuses it', async () => {
      await db.connection().execute(async (connection) => {
        await probeRow(connection);
        const afterFirst = await preparedNames(connection);
        expect(afterFirst.length).toBeGreaterThan(0);
        await probeRow(connection);
        expect(await preparedNames(connection)).toEqual(afterFirst);
      });
    });

    it('prepares a statement again when a migration changes the columns it returns, answering the new row', async () => {
      await db.connection().execute(async (connection) => {
        expect((await probeRow(connection)).rows).toEqual([{ id: 1 }]);
        await sql`ALTER TABLE prepared_probe ADD COLUMN note text`.execute(db);
        expect((await probeRow(connection)).rows).toEqual([{ id: 1, note: null }]);
        await sql`ALTER TABLE prepared_probe DROP COLUMN note`.execute(db);
        await connection
          .transaction()
          .execute(async (trx) => {
            await sql`UPDATE prepared_probe SET id = id WHERE id = ${1}`.execute(trx);
            // Inside a transaction the refusal aborts it; the statement is prepared afresh for the next time.
            await expect(probeRow(trx)).rejects.toThrow('cached plan must not change result type');
          })
          .catch(() => undefined);
        expect((await probeRow(connection)).rows).toEqual([{ id: 1 }]);
      });
    });
  },
);
