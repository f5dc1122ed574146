import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, type AuditContext } from '../src/audit/append-audit.ts';
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

  // PGlite has one connection, so only a server can make the second append wait on the first one's lock.
  it.runIf(kind === 'postgresql')(
    'makes an append that waited for the chain lock link to the row committed by the holder',
    async () => {
      const context: AuditContext = {
        userId: null,
        userRole: null,
        sessionId: null,
        ipAddress: null,
        userAgent: null,
      };
      let signalHeld!: () => void;
      let openGate!: () => void;
      const held = new Promise<void>((resolve) => (signalHeld = resolve));
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      const first = database.db.transaction().execute(async (trx) => {
        await appendAudit(trx, context, { action: 'FIRST_APPEND', resourceType: 'TEST' });
        signalHeld();
        await gate;
      });
      await held;
      const second = database.db
        .transaction()
        .execute((trx) => appendAudit(trx, context, { action: 'SECOND_APPEND', resourceType: 'TEST' }));
      await new Promise((resolve) => setTimeout(resolve, 150));
      openGate();
      await Promise.all([first, second]);
      const rows = await database.db
        .selectFrom('audit_log')
        .select(['action', 'hash', 'previous_hash', 'sequence'])
        .where('action', 'in', ['FIRST_APPEND', 'SECOND_APPEND'])
        .orderBy('sequence')
        .execute();
      expect(rows.map((row) => row.action)).toEqual(['FIRST_APPEND', 'SECOND_APPEND']);
      expect(rows[1]!.previous_hash).toBe(rows[0]!.hash);
      expect(Number(rows[1]!.sequence)).toBe(Number(rows[0]!.sequence) + 1);
    },
  );

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows in the database itself', async () => {
    await expect(sql`UPDATE audit_log SET action = 'FORGED'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });
});
