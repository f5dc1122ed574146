import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_COUNT_CAP, MESSAGES } from '@carenest/core';
import { chainPendingAuditRows } from '../src/audit/chain-sequencer.ts';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { cursorOf } from './support/page-cursor.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the audit log at scale on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let home: string;
  let other: string;
  let admin: TestUser;
  let superAdmin: TestUser;
  let nurse: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    home = await createFacility(database.db);
    other = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', home);
    superAdmin = await createUser(database.db, 'super_admin', home);
    nurse = await createUser(database.db, 'nurse', home);
    await createUser(database.db, 'administrator', other);
    const patient = await createPatient(database.db, home);
    const cookie = await signInAs(app, nurse);
    for (let view = 0; view < 6; view += 1) {
      await app.inject({ method: 'GET', url: `/api/patients/${patient}`, headers: { cookie } });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await signInAs(app, user) } });

  /** The audit log's total as a user's screen reads it, and the count of the same rows taken straight after. */
  const totals = async (user: TestUser, facilityId: string | null) => {
    const answer = (await get(user, '/api/audit-logs')).json();
    // The read above appended its own rows; count what there was when it was answered.
    const listed = answer.total as number;
    const newest = BigInt(answer.items[0].sequence as string);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM audit_log LEFT JOIN users ON users.id = audit_log.user_id
      WHERE audit_log.sequence <= ${String(newest)}
        AND (${facilityId}::uuid IS NULL OR users.facility_id = ${facilityId}::uuid)`.execute(database.db);
    return { listed, counted: rows[0]!.count, isTotalCapped: answer.isTotalCapped as boolean };
  };

  it('reads the next page below the previous page’s last row: the same pages as by offset, then no cursor', async () => {
    const sequences = (answer: { items: { sequence: string }[] }) =>
      answer.items.map((item) => item.sequence);
    const url = '/api/audit-logs?action=VIEW_PATIENT&pageSize=2';
    const byOffset: string[] = [];
    const byCursor: string[] = [];
    let after: string | null = null;
    for (let page = 1; page <= 3; page += 1) {
      byOffset.push(...sequences((await get(admin, `${url}&page=${page}`)).json()));
      const keyset: string = after ? `&after=${after}` : '';
      const answer = (await get(admin, `${url}&page=${page}${keyset}`)).json();
      byCursor.push(...sequences(answer));
      after = answer.nextCursor;
    }
    expect(byCursor).toEqual(byOffset);
    expect(byCursor).toEqual(sequences((await get(admin, `${url.replace('=2', '=100')}`)).json()));
    expect(byCursor).toHaveLength(6);
    expect(after).toBeNull();
  });

  it('answers the whole log’s total from the kept counts, before and after the sequencer links the rows', async () => {
    const pending = await totals(admin, home);
    expect(pending.listed).toBe(pending.counted);
    await chainPendingAuditRows(database.db);
    const linked = await totals(admin, home);
    expect(linked.listed).toBe(linked.counted);
    await chainPendingAuditRows(database.db);
    const everyone = await totals(superAdmin, null);
    expect(everyone).toMatchObject({ listed: everyone.counted, isTotalCapped: false });
  });

  it('moves a user’s rows to their new facility’s total when they move', async () => {
    await chainPendingAuditRows(database.db);
    await sql`UPDATE users SET facility_id = ${other} WHERE id = ${nurse.id}`.execute(database.db);
    const moved = await totals(admin, home);
    expect(moved.listed).toBe(moved.counted);
    await sql`UPDATE users SET facility_id = ${home} WHERE id = ${nurse.id}`.execute(database.db);
    await chainPendingAuditRows(database.db);
    const back = await totals(admin, home);
    expect(back.listed).toBe(back.counted);
  });

  it('counts a filtered log up to its cap and says when it stopped', async () => {
    await sql`
      WITH appended AS (
        INSERT INTO audit_log (id, user_id, user_role, action, resource_type, occurred_at, success)
        SELECT gen_random_uuid(), ${nurse.id}, 'nurse', 'BULK_TEST', 'PATIENT', now(), true
        FROM generate_series(1, ${AUDIT_LOG_COUNT_CAP + 5})
        RETURNING sequence)
      INSERT INTO audit_pending (audit_sequence) SELECT sequence FROM appended`.execute(database.db);
    const capped = (await get(admin, '/api/audit-logs?action=BULK_TEST&pageSize=10')).json();
    expect(capped).toMatchObject({ total: AUDIT_LOG_COUNT_CAP, isTotalCapped: true });
    const exact = (await get(admin, '/api/audit-logs?action=VIEW_PATIENT')).json();
    expect(exact).toMatchObject({ total: 6, isTotalCapped: false });
    await chainPendingAuditRows(database.db);
    const whole = await totals(admin, home);
    expect(whole.listed).toBe(whole.counted);
  });

  it.each([
    ['text that is not a cursor', 'not-a-cursor!'],
    ['a cursor of two values', cursorOf(['12', '13'])],
    ['a cursor whose sequence is not a number', cursorOf(['12; DROP'])],
    ['a cursor whose sequence is zero', cursorOf(['0'])],
    ['a cursor of a number too large for a sequence', cursorOf(['9'.repeat(30)])],
    ['a cursor with a NUL byte', cursorOf(['1\u0000'])],
  ])('answers 400 in our words for %s', async (_name, after) => {
    const response = await get(admin, `/api/audit-logs?page=2&after=${after}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: MESSAGES.pageCursorInvalid,
      fields: { after: MESSAGES.pageCursorInvalid },
    });
  });
});
