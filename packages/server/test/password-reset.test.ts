import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  createFacility,
  createPatient,
  createUser,
  TEST_PASSWORD,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, cardFor, signInAs } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('forgotten passwords and the facility MFA requirement', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestUser;
  let nurse: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', facility);
    nurse = await createUser(database.db, 'nurse', facility);
    await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('answers a reset request for an unknown email exactly like one for a known email', async () => {
    const unknown = await post('/api/auth/password-reset/request', { email: 'ghost@test.example' });
    const known = await post('/api/auth/password-reset/request', { email: nurse.email });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(MESSAGES.passwordResetRequested);
  });

  it("shows the link to the user's facility administrator, and the link sets a new password once", async () => {
    const adminCookie = await signInAs(app, admin);
    const nurseCookie = await signInAs(app, nurse);
    const links = (
      await app.inject({ method: 'GET', url: '/api/password-links', headers: { cookie: adminCookie } })
    ).json().links;
    const link = links.find((item: { userId: string }) => item.userId === nurse.id);
    expect(link).toMatchObject({
      purpose: 'reset',
      path: expect.stringMatching(/^\/reset-password\?token=/),
    });
    const token = decodeURIComponent(link.path.split('token=')[1]);
    const done = await post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Reset!Pass3',
      confirmPassword: 'Reset!Pass3',
    });
    expect(done.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: nurseCookie } })).json()
        .user,
    ).toBeNull();
    const again = await post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Other!Pass4',
      confirmPassword: 'Other!Pass4',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.passwordResetInvalid);
    const signIn = await post('/api/auth/login', {
      email: nurse.email,
      password: 'Reset!Pass3',
      role: cardFor(nurse),
    });
    expect(signIn.statusCode).toBe(200);
    const old = await post('/api/auth/login', {
      email: nurse.email,
      password: TEST_PASSWORD,
      role: cardFor(nurse),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses the links list to anyone but administrators', async () => {
    const cookie = await signInAs(app, await createUser(database.db, 'therapist', null));
    expect(
      (await app.inject({ method: 'GET', url: '/api/password-links', headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/password-reset/request', { email: admin.email });
    const adminCookie = await signInAs(app, admin);
    const links = (
      await app.inject({ method: 'GET', url: '/api/password-links', headers: { cookie: adminCookie } })
    ).json().links;
    const token = decodeURIComponent(
      links.find((item: { userId: string }) => item.userId === admin.id).path.split('token=')[1],
    );
    await database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', admin.id)
      .execute();
    const response = await post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'Reset!Pass3',
      confirmPassword: 'Reset!Pass3',
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps staff without MFA from PHI once the facility requires MFA', async () => {
    const adminCookie = await signInAs(app, admin);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/facility/security',
      headers: { cookie: adminCookie },
      payload: { requireMfaForStaff: true },
    });
    expect(put.json()).toEqual({ requireMfaForStaff: true });
    const therapist = await createUser(
      database.db,
      'therapist',
      (
        await database.db
          .selectFrom('users')
          .select('facility_id')
          .where('id', '=', admin.id)
          .executeTakeFirstOrThrow()
      ).facility_id,
    );
    const cookie = await signInAs(app, therapist);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user
        .mustEnrolMfa,
    ).toBe(true);
    const patients = await app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } });
    expect(patients.statusCode).toBe(403);
    expect(patients.json().error.message).toBe(MESSAGES.mfaEnrolmentRequired);
    await app.inject({
      method: 'PUT',
      url: '/api/facility/security',
      headers: { cookie: adminCookie },
      payload: { requireMfaForStaff: false },
    });
  });
});
