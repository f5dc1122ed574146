import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, chainedFieldsOf, hashAuditRow } from '../src/audit/chain.ts';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the audit log on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', facility);
    await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('chains every row to the previous one, even under concurrent reads', async () => {
    const cookie = await signInAs(app, admin);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } }),
      ),
    );
    const rows = await database.db.selectFrom('audit_log').selectAll().orderBy('sequence').execute();
    expect(rows.length).toBeGreaterThanOrEqual(21);
    let previousHash = GENESIS_HASH;
    rows.forEach((row, index) => {
      expect(Number(row.sequence)).toBe(index + 1);
      expect(row.previous_hash).toBe(previousHash);
      const expected = hashAuditRow(previousHash, chainedFieldsOf(row));
      expect(row.hash).toBe(expected);
      previousHash = row.hash;
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows in the database itself', async () => {
    await expect(sql`UPDATE audit_log SET action = 'FORGED'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
