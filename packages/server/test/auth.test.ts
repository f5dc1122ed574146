import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { createFacility, createUser, TEST_PASSWORD, type TestUser } from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('sign-in and sessions on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nurse: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    nurse = await createUser(database.db, 'nurse', facility);
    admin = await createUser(database.db, 'super_admin', facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const currentUser = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user;
  let addressCounter = 0;
  /** Each attempt comes from its own documentation-range address unless one is given, so IP throttling stays out of the way. */
  const login = (payload: unknown, remoteAddress = `198.51.100.${(addressCounter += 1)}`) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

  it('answers 400 with the spec messages for each invalid field', async () => {
    const response = await login({ email: 'not-an-email', password: 'short', role: 'pilot' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordTooShort,
      role: MESSAGES.roleRequired,
    });
  });

  it('answers 400 "Email is required" and "Password is required" for missing fields', async () => {
    const response = await login({ role: 'nurse' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('answers 400 in the error shape for malformed JSON, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await login({ email: 'a@b.example', password: 'x'.repeat(2_000_000), role: 'nurse' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a wrong password with "Invalid credentials. Please try again."', async () => {
    const response = await login({ email: nurse.email, password: 'Wrong!Pass1', role: 'nurse' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses an unknown email with the same message', async () => {
    const response = await login({ email: 'nobody@test.example', password: TEST_PASSWORD, role: 'nurse' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses valid credentials under the wrong role card with the same message', async () => {
    const response = await login({ email: nurse.email, password: TEST_PASSWORD, role: 'parent' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses a deactivated account with the same message', async () => {
    const facility = await createFacility(database.db);
    const inactive = await createUser(database.db, 'therapist', facility, { isActive: false });
    const response = await login({ email: inactive.email, password: TEST_PASSWORD, role: 'therapist' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('admits super_admin through the Administrator card', async () => {
    const response = await login({ email: admin.email, password: TEST_PASSWORD, role: 'administrator' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('super_admin');
  });

  it('signs in with an httpOnly SameSite=Strict cookie whose token is stored only hashed', async () => {
    const response = await login({
      email: nurse.email.toUpperCase(),
      password: TEST_PASSWORD,
      role: 'nurse',
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === 'carenest_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie.value);
    expect(response.json().user).toMatchObject({
      email: nurse.email,
      role: 'nurse',
      permissions: expect.any(Array),
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
  });

  it('answers the session check with no user for a visitor and the user for a session', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    const cookie = await signInAs(app, nurse);
    expect(await currentUser(cookie)).toMatchObject({
      id: nurse.id,
      accountStatus: 'active',
      mustEnrolMfa: false,
    });
  });

  it('answers 401 "User not authenticated" to a signed-in route without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.notAuthenticated);
  });

  it('refuses a forged cookie', async () => {
    expect(await currentUser('carenest_session=forged-token-value')).toBeNull();
  });

  it('revokes the session on sign-out, so the same cookie no longer works', async () => {
    const cookie = await signInAs(app, nurse);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(await currentUser(cookie)).toBeNull();
  });

  it('ends a session idle for more than 15 minutes', async () => {
    const cookie = await signInAs(app, nurse);
    await database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 16 * 60_000) })
      .where('user_id', '=', nurse.id)
      .execute();
    expect(await currentUser(cookie)).toBeNull();
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const cookie = await signInAs(app, admin);
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', admin.id)
      .execute();
    expect(await currentUser(cookie)).toBeNull();
  });

  it('writes a successful and a failed sign-in to the audit log with the real role', async () => {
    await login({ email: nurse.email, password: 'Wrong!Pass1', role: 'nurse' }, '127.0.0.1');
    await signInAs(app, nurse);
    const rows = await database.db
      .selectFrom('audit_log')
      .select(['action', 'user_role', 'success', 'ip_address', 'error_message'])
      .where('user_id', '=', nurse.id)
      .where('action', '=', 'LOGIN')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          action: 'LOGIN',
          user_role: 'nurse',
          success: false,
          ip_address: '127.0.0.1',
          error_message: MESSAGES.invalidCredentials,
        },
        { action: 'LOGIN', user_role: 'nurse', success: true, ip_address: '127.0.0.1', error_message: null },
      ]),
    );
  });

  it('throttles a burst of sign-in attempts on one account from one IP with 429, in the error shape', async () => {
    const payload = { email: 'burst@test.example', password: 'Wrong!Pass1', role: 'nurse' };
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      answers.push((await login(payload, '203.0.113.7')).statusCode);
    expect(answers.slice(0, 5).every((status) => status === 401)).toBe(true);
    const throttled = await login(payload, '203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await login({ ...payload, email: 'other@test.example' }, '203.0.113.8')).statusCode).toBe(401);
  });
});
