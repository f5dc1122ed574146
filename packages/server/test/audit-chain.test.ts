import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit, type AuditContext } from '../src/audit/append-audit.ts';
import { chainPendingAuditRows } from '../src/audit/chain-sequencer.ts';
import { verifyAuditChain } from '../src/audit/verify-chain.ts';
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

  const context: AuditContext = {
    userId: null,
    userRole: null,
    sessionId: null,
    ipAddress: null,
    userAgent: null,
  };
  /** The chain in position order with each entry's audit row. */
  const readChain = () =>
    database.db
      .selectFrom('audit_chain')
      .innerJoin('audit_log', 'audit_log.sequence', 'audit_chain.audit_sequence')
      .selectAll('audit_log')
      .select(['audit_chain.position', 'audit_chain.previous_hash', 'audit_chain.hash'])
      .orderBy('audit_chain.position')
      .execute();
  const countRows = async (table: 'audit_log' | 'audit_pending') =>
    (
      await database.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('chains every row to the previous one, even under concurrent reads', async () => {
    const cookie = await signInAs(app, admin);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } }),
      ),
    );
    await chainPendingAuditRows(database.db);
    const chain = await readChain();
    expect(chain.length).toBeGreaterThanOrEqual(21);
    expect(chain.length).toBe(await countRows('audit_log'));
    expect(await countRows('audit_pending')).toBe(0);
    let previousHash = GENESIS_HASH;
    chain.forEach((entry, index) => {
      expect(Number(entry.position)).toBe(index + 1);
      expect(entry.previous_hash).toBe(previousHash);
      expect(entry.hash).toBe(hashAuditRow(previousHash, chainedFieldsOf(entry)));
      previousHash = entry.hash;
    });
  });

  it('leaves no audit row and nothing to chain when the business change rolls back', async () => {
    const before = await countRows('audit_log');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await appendAudit(trx, context, { action: 'ROLLED_BACK', resourceType: 'TEST' });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await countRows('audit_log')).toBe(before);
    expect(await database.db.selectFrom('audit_log').where('action', '=', 'ROLLED_BACK').execute()).toEqual(
      [],
    );
  });

  it('links every row exactly once when several sequencer passes run at the same time', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        database.db
          .transaction()
          .execute((trx) => appendAudit(trx, context, { action: `RACE_${index}`, resourceType: 'TEST' })),
      ),
    );
    await Promise.all(Array.from({ length: 5 }, () => chainPendingAuditRows(database.db)));
    await chainPendingAuditRows(database.db);
    const chain = await readChain();
    expect(new Set(chain.map((entry) => entry.sequence)).size).toBe(chain.length);
    expect(chain.length).toBe(await countRows('audit_log'));
    expect(await verifyAuditChain(database.db)).toMatchObject({ isIntact: true, checkedRows: chain.length });
  });

  // PGlite has one connection, so only a server can hold one transaction open while another commits.
  it.runIf(kind === 'postgresql')(
    "commits an append while another request's transaction is still open: appends never wait on a lock",
    async () => {
      let signalHeld!: () => void;
      let openGate!: () => void;
      const held = new Promise<void>((resolve) => (signalHeld = resolve));
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      const slow = database.db.transaction().execute(async (trx) => {
        await appendAudit(trx, context, { action: 'SLOW_APPEND', resourceType: 'TEST' });
        signalHeld();
        await gate;
      });
      await held;
      await database.db
        .transaction()
        .execute((trx) => appendAudit(trx, context, { action: 'QUICK_APPEND', resourceType: 'TEST' }));
      await chainPendingAuditRows(database.db);
      const chainedWhileOpen = (await readChain()).map((entry) => entry.action);
      expect(chainedWhileOpen).toContain('QUICK_APPEND');
      expect(chainedWhileOpen).not.toContain('SLOW_APPEND');
      openGate();
      await slow;
      await chainPendingAuditRows(database.db);
      const chain = await readChain();
      expect(chain.at(-1)!.action).toBe('SLOW_APPEND');
      expect(await verifyAuditChain(database.db)).toMatchObject({
        isIntact: true,
        checkedRows: chain.length,
      });
    },
  );

  it('reports an audit row that is neither chained nor waiting as a break', async () => {
    await chainPendingAuditRows(database.db);
    await database.db
      .transaction()
      .execute((trx) => appendAudit(trx, context, { action: 'WAITING', resourceType: 'TEST' }));
    expect(await verifyAuditChain(database.db)).toMatchObject({ isIntact: true });
    const waiting = await database.db
      .selectFrom('audit_log')
      .select('sequence')
      .where('action', '=', 'WAITING')
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom('audit_pending').where('audit_sequence', '=', waiting.sequence).execute();
    expect(await verifyAuditChain(database.db)).toMatchObject({
      isIntact: false,
      firstBrokenSequence: String(waiting.sequence),
      reason: 'an entry is missing from the chain',
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows and chain entries in the database itself', async () => {
    for (const table of ['audit_log', 'audit_chain'] as const) {
      const column = table === 'audit_log' ? 'action' : 'hash';
      await expect(
        sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = 'FORGED'`.execute(database.db),
      ).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM ${sql.table(table)}`.execute(database.db)).rejects.toThrow(/append-only/);
      await expect(sql`TRUNCATE ${sql.table(table)} CASCADE`.execute(database.db)).rejects.toThrow(
        /append-only/,
      );
    }
  });
});
