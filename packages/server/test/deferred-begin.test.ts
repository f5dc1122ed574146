import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTransactionBegun } from '../src/db/deferred-begin.ts';
import type { Database } from '../src/db/schema.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** A row of the probe table the tests write to (not part of the schema). */
interface Probe {
  id: number;
}

describe.each(TEST_DATABASES)('transactions with a deferred BEGIN on %s', (kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    await sql`CREATE TABLE deferred_probe (id int PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO deferred_probe (id) VALUES (0)`.execute(db);
  });
  afterAll(() => database.drop());

  /** The transaction's start time as the database reports it to one statement. */
  const transactionStart = async (trx: Transaction<Database>, suffix = '') =>
    (
      await sql<{ start: Date }>`SELECT now() AS start ${sql.raw(suffix)}`.execute(trx)
    ).rows[0]!.start.getTime();
  const insertProbe = (trx: Transaction<Database>, id: number) =>
    sql`INSERT INTO deferred_probe (id) VALUES (${id})`.execute(trx);
  const probeIds = async () =>
    (await sql<Probe>`SELECT id FROM deferred_probe ORDER BY id`.execute(db)).rows.map((row) => row.id);
  /** Lets the clock move past a statement's start (now() has microseconds; a round trip is longer). */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

  it('runs the plain reads of a transaction on their own, without BEGIN', async () => {
    const [first, second] = await db.transaction().execute(async (trx) => {
      const before = await transactionStart(trx);
      await tick();
      return [before, await transactionStart(trx)];
    });
    expect(second).toBeGreaterThan(first!);
  });

  it('begins at the first write: the writes and the reads after them share one transaction and roll back together', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await transactionStart(trx);
      await insertProbe(trx, 1);
      const atWrite = await transactionStart(trx);
      await tick();
      expect(await transactionStart(trx)).toBe(atWrite);
      await insertProbe(trx, 2);
      throw new Error('refused after two writes');
    });
    await expect(failed).rejects.toThrow('refused after two writes');
    expect(await probeIds()).toEqual([0]);
  });

  it('begins at a row lock, so the lock is held by the transaction that goes on to write', async () => {
    await db.transaction().execute(async (trx) => {
      const atLock = await transactionStart(trx, 'FROM deferred_probe WHERE id = 0 FOR UPDATE');
      await tick();
      expect(await transactionStart(trx)).toBe(atLock);
    });
  });

  it('tells a transaction that only read from one that began, without asking the database', async () => {
    const answers = await db.transaction().execute(async (trx) => {
      const atStart = await hasTransactionBegun(trx);
      await transactionStart(trx);
      const afterRead = await hasTransactionBegun(trx);
      await insertProbe(trx, 3);
      return { atStart, afterRead, afterWrite: await hasTransactionBegun(trx) };
    });
    expect(answers).toEqual({ atStart: false, afterRead: false, afterWrite: true });
    expect(await probeIds()).toEqual([0, 3]);
    await db.transaction().execute(async (trx) => expect(await hasTransactionBegun(trx)).toBe(false));
  });

  it('begins at once when the transaction asks for an isolation level', async () => {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const first = await transactionStart(trx);
        await tick();
        expect(await transactionStart(trx)).toBe(first);
      });
  });
});
