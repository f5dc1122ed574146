import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, MESSAGES } from '@carenest/core';
import {
  createFacility,
  createPatient,
  createUser,
  TEST_PASSWORD,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('lockout, security monitoring and the audit screens on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let facility: string;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let nurse: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    facility = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', facility);
    otherAdmin = await createUser(database.db, 'administrator', await createFacility(database.db));
    nurse = await createUser(database.db, 'nurse', facility);
    await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (email: string, password: string, role: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role }, remoteAddress });
  const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  it('locks an account after 3 failed attempts, refusing even the right password with the same message', async () => {
    const target = await createUser(database.db, 'therapist', facility);
    const cookie = await signInAs(app, target);
    for (const address of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) {
      expect((await login(target.email, 'Wrong!Pass1', 'therapist', address)).statusCode).toBe(401);
    }
    const locked = await login(target.email, TEST_PASSWORD, 'therapist', '192.0.2.13');
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error.message).toBe(MESSAGES.invalidCredentials);
    expect((await get('/api/auth/session', cookie)).json().user).toBeNull();
    const events = await database.db
      .selectFrom('security_events')
      .select(['event_type', 'severity'])
      .where('user_id', '=', target.id)
      .execute();
    expect(events).toEqual(expect.arrayContaining([{ event_type: 'account_locked', severity: 'high' }]));
    const alerts = await database.db
      .selectFrom('system_alerts')
      .select('title')
      .where('facility_id', '=', facility)
      .execute();
    expect(alerts.map((alert) => alert.title)).toContain('Account locked');
  });

  it('unlocks the account once 15 minutes have passed', async () => {
    const target = await createUser(database.db, 'driver', facility);
    await database.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', target.id)
      .execute();
    expect((await login(target.email, TEST_PASSWORD, 'driver', '192.0.2.20')).statusCode).toBe(200);
  });

  it('records attempts as low and failures as medium events', async () => {
    await login(nurse.email, 'Wrong!Pass1', 'nurse', '192.0.2.30');
    const rows = await database.db
      .selectFrom('security_events')
      .select(['event_type', 'severity'])
      .where('ip_address', '=', '192.0.2.30')
      .orderBy('occurred_at')
      .execute();
    expect(rows).toEqual([
      { event_type: 'login_attempt', severity: 'low' },
      { event_type: 'login_failure', severity: 'medium' },
    ]);
  });

  it('marks an IP suspicious after 5 failures with "Multiple failed login attempts" and throttles it', async () => {
    const address = '203.0.113.50';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(`nobody${attempt}@test.example`, 'Wrong!Pass1', 'parent', address);
    }
    const suspicious = await database.db
      .selectFrom('security_events')
      .select(['severity', 'details'])
      .where('event_type', '=', 'suspicious_activity')
      .where('ip_address', '=', address)
      .execute();
    expect(suspicious).toEqual([{ severity: 'high', details: { reason: 'Multiple failed login attempts' } }]);
    const throttled = await login(admin.email, TEST_PASSWORD, 'administrator', address);
    expect(throttled.statusCode).toBe(429);
  });

  it('keeps the audit, security and alert screens to administrators', async () => {
    const cookie = await signInAs(app, nurse);
    for (const url of [
      '/api/audit-logs',
      '/api/audit-logs/verify',
      '/api/security-events',
      '/api/system-alerts',
    ]) {
      expect((await get(url, cookie)).statusCode, url).toBe(403);
    }
  });

  it("lists the facility's audit rows newest first, filtered by action, never another facility's", async () => {
    const nurseCookie = await signInAs(app, nurse);
    await get('/api/patients', nurseCookie);
    await signInAs(app, otherAdmin);
    const cookie = await signInAs(app, admin);
    const page = (await get('/api/audit-logs?action=VIEW_PATIENT_LIST', cookie)).json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item: { action: string }) => item.action === 'VIEW_PATIENT_LIST')).toBe(true);
    const everything = (await get('/api/audit-logs?pageSize=200', cookie)).json().items as {
      userId: string;
      sequence: string;
    }[];
    expect(everything.some((item) => item.userId === otherAdmin.id)).toBe(false);
    const sequences = everything.map((item) => Number(item.sequence));
    expect(sequences).toEqual([...sequences].sort((left, right) => right - left));
  });

  it('answers the audit log, security events and system alerts a page at a time in the one page shape', async () => {
    const cookie = await signInAs(app, admin);
    for (const url of ['/api/audit-logs', '/api/security-events', '/api/system-alerts']) {
      const all = (await get(`${url}?pageSize=500`, cookie)).json();
      expect(all.total, url).toBeGreaterThan(1);
      const second = (await get(`${url}?pageSize=1&page=2`, cookie)).json();
      expect(second, url).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      expect(second.items, url).toEqual([all.items[1]]);
    }
  });

  it('exports the audit CSV with the spec columns, a server-set file name, and formula cells neutralised', async () => {
    await database.db.transaction().execute(async (trx) => {
      const { appendAudit } = await import('../src/audit/append-audit.ts');
      await appendAudit(
        trx,
        {
          userId: admin.id,
          userRole: 'administrator',
          sessionId: null,
          ipAddress: '127.0.0.1',
          userAgent: null,
        },
        {
          action: 'TEST',
          resourceType: 'PATIENT',
          resourceId: '=HYPERLINK("http://evil.example")',
        },
      );
    });
    const cookie = await signInAs(app, admin);
    const response = await get('/api/audit-logs/export.csv', cookie);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"")"`))).toBe(true);
  });

  it('verifies an intact chain, and reports a row altered in the database behind the triggers', async () => {
    const cookie = await signInAs(app, admin);
    const intact = (await get('/api/audit-logs/verify', cookie)).json();
    expect(intact).toMatchObject({ isIntact: true, firstBrokenSequence: null });
    expect(intact.checkedRows).toBeGreaterThan(5);
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update`.execute(database.db);
    await sql`UPDATE audit_log SET action = 'FORGED' WHERE sequence = 3`.execute(database.db);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`.execute(database.db);
    const broken = (await get('/api/audit-logs/verify', cookie)).json();
    expect(broken).toMatchObject({
      isIntact: false,
      firstBrokenSequence: '3',
      reason: 'the entry was changed after it was written',
    });
  });

  it('gives the security report and lets an administrator resolve events and alerts', async () => {
    const cookie = await signInAs(app, admin);
    const report = (await get('/api/security-events/report', cookie)).json();
    expect(report.byType.login_failure).toBeGreaterThan(0);
    expect(report.suspiciousIps.map((ip: { ipAddress: string }) => ip.ipAddress)).toContain('203.0.113.50');
    const events = (await get('/api/security-events?type=account_locked&resolved=false', cookie)).json();
    expect(events.items.length).toBeGreaterThan(0);
    const resolve = await app.inject({
      method: 'POST',
      url: `/api/security-events/${events.items[0].id}/resolve`,
      headers: { cookie },
    });
    expect(resolve.statusCode).toBe(204);
    const alerts = (await get('/api/system-alerts?resolved=false', cookie)).json();
    expect(alerts.unresolvedCount).toBeGreaterThan(0);
    const dashboard = (await get('/api/dashboard', cookie)).json();
    expect(dashboard.cards.find((card: { key: string }) => card.key === 'systemAlerts').value).toBe(
      alerts.unresolvedCount,
    );
    await app.inject({
      method: 'POST',
      url: `/api/system-alerts/${alerts.items[0].id}/resolve`,
      headers: { cookie },
    });
    expect((await get('/api/system-alerts?resolved=false', cookie)).json().unresolvedCount).toBe(
      alerts.unresolvedCount - 1,
    );
  });

  it("answers 404 when an administrator resolves another facility's alert", async () => {
    const other = await createFacility(database.db);
    const { id } = await database.db
      .insertInto('system_alerts')
      .values({ facility_id: other, type: 'warning', title: 'Elsewhere', description: 'x', severity: 'high' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await signInAs(app, admin);
    expect(
      (await app.inject({ method: 'POST', url: `/api/system-alerts/${id}/resolve`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('ends every other session when the password changes, and lists and ends sessions', async () => {
    const user = await createUser(database.db, 'parent', facility);
    const other = await signInAs(app, user);
    const current = await signInAs(app, user);
    const sessions = (await get('/api/account/sessions', current)).json().sessions;
    expect(sessions).toHaveLength(2);
    const weak = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: current },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: current },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand!New2', confirmPassword: 'Brand!New2' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/auth/session', other)).json().user).toBeNull();
    const fresh = `carenest_session=${changed.cookies[0]!.value}`;
    expect((await get('/api/auth/session', fresh)).json().user.id).toBe(user.id);
  });
});
