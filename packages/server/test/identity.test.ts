import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { encodeRgbaPng } from '../src/lib/png.ts';
import {
  createFacility,
  createPatient,
  createUser,
  TEST_PASSWORD,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** The TOTP time step (RFC 6238: 30 seconds). */
const TOTP_STEP_MS = 30_000;

const registration = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa.diaz@test.example',
  role: 'nurse',
  password: 'Strong!Pass1',
  confirmPassword: 'Strong!Pass1',
};

describe.each(TEST_DATABASES)('registration, HIPAA and MFA on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let facility: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    facility = await createFacility(database.db);
    await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    `carenest_session=${response.cookies.find((cookie) => cookie.name === 'carenest_session')!.value}`;
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  describe('registration', () => {
    it('answers each invalid field with the spec message', async () => {
      const response = await post('/api/auth/register', {
        firstName: 'R',
        lastName: '',
        email: 'rosa@',
        role: 'super_admin',
        password: 'weakpassword',
        confirmPassword: 'different',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        firstName: MESSAGES.firstNameTooShort,
        lastName: MESSAGES.lastNameRequired,
        email: MESSAGES.emailInvalid,
        role: MESSAGES.roleRequired,
        password: MESSAGES.passwordComplexity,
        confirmPassword: MESSAGES.passwordsMustMatch,
      });
    });

    it('refuses mismatched confirmation with "Passwords must match"', async () => {
      const response = await post('/api/auth/register', { ...registration, confirmPassword: 'Strong!Pass2' });
      expect(response.json().error.fields).toEqual({ confirmPassword: MESSAGES.passwordsMustMatch });
    });

    it('registers a nurse as pending, signed in, seeing no patient until HIPAA and approval', async () => {
      const response = await post('/api/auth/register', registration);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ isReceived: true });
      const cookie = cookieOf(response);
      const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(session.json().user).toMatchObject({ role: 'nurse', accountStatus: 'pending', facility: null });
      const status = await app.inject({ method: 'GET', url: '/api/hipaa', headers: { cookie } });
      expect(status.json()).toEqual({ requiresSignature: true, record: null });
      const patients = await app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } });
      expect(patients.statusCode).toBe(403);
      expect(patients.json().error).toMatchObject({
        code: 'HIPAA_AGREEMENT_REQUIRED',
        message: MESSAGES.hipaaRequired,
      });
    });

    it('answers a taken email exactly as a new one, signs nobody in and stores nothing', async () => {
      const fresh = await post('/api/auth/register', { ...registration, email: 'someone.new@test.example' });
      const response = await post('/api/auth/register', { ...registration, email: 'ROSA.DIAZ@test.example' });
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(response.body).toBe(fresh.body);
      const cookieShape = (answer: typeof response) =>
        String(answer.headers['set-cookie']).replace(/carenest_session=[^;]+/, 'carenest_session=TOKEN');
      expect(cookieShape(response)).toBe(cookieShape(fresh));
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: cookieOf(response) },
      });
      expect(session.json()).toEqual({ user: null });
      const users = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', 'ilike', 'rosa.diaz@test.example')
        .execute();
      expect(users).toHaveLength(1);
    });

    it('registers a parent as active at once', async () => {
      const response = await post('/api/auth/register', {
        ...registration,
        email: 'parent.new@test.example',
        role: 'parent',
      });
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: cookieOf(response) },
      });
      expect(session.json().user).toMatchObject({ role: 'parent', accountStatus: 'active' });
    });
  });

  describe('the HIPAA agreement', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = cookieOf(
        await post('/api/auth/register', {
          ...registration,
          email: 'hipaa.signer@test.example',
          role: 'parent',
        }),
      );
    });

    it('refuses a blank signature with "Please provide your digital signature", storing nothing', async () => {
      const blank = `data:image/png;base64,${encodeRgbaPng(600, 200, new Uint8Array(600 * 200 * 4)).toString('base64')}`;
      const response = await post(
        '/api/hipaa/sign',
        { readConfirmed: true, understoodConfirmed: true, signature: blank },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.hipaaSignatureRequired);
      const records = await database.db
        .selectFrom('hipaa_records')
        .select('id')
        .where('ip_address', '=', 'none')
        .execute();
      expect(records).toHaveLength(0);
    });

    it('refuses a signature image of the wrong size and one that is not a PNG', async () => {
      const small = `data:image/png;base64,${encodeRgbaPng(60, 20, new Uint8Array(60 * 20 * 4).fill(255)).toString('base64')}`;
      for (const signature of [small, 'data:image/png;base64,AAAA', 'javascript:alert(1)']) {
        const response = await post(
          '/api/hipaa/sign',
          { readConfirmed: true, understoodConfirmed: true, signature },
          cookie,
        );
        expect(response.statusCode).toBe(400);
      }
    });

    it('refuses an unticked box with the wizard message', async () => {
      const response = await post(
        '/api/hipaa/sign',
        { readConfirmed: false, understoodConfirmed: true, signature: sampleSignatureDataUrl() },
        cookie,
      );
      expect(response.json().error.fields).toEqual({ readConfirmed: MESSAGES.hipaaReadRequired });
    });

    it('stores a drawn signature with IP, user agent and a 365-day expiry, and opens PHI routes', async () => {
      const response = await post(
        '/api/hipaa/sign',
        { readConfirmed: true, understoodConfirmed: true, signature: sampleSignatureDataUrl() },
        cookie,
      );
      expect(response.statusCode).toBe(201);
      const { signedAt, expiresAt, documentVersion } = response.json().record;
      expect(documentVersion).toBe('2024.1');
      expect(new Date(expiresAt).getTime() - new Date(signedAt).getTime()).toBe(365 * 86_400_000);
      const patients = await app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } });
      expect(patients.statusCode).toBe(200);
      expect(patients.json().items).toEqual([]);
    });

    it('brings the gate back once the agreement has expired', async () => {
      await database.db
        .updateTable('hipaa_records')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_agent', '=', 'lightMyRequest')
        .execute();
      const status = await app.inject({ method: 'GET', url: '/api/hipaa', headers: { cookie } });
      expect(status.json().requiresSignature).toBe(true);
    });

    it('signs the user out when they decline', async () => {
      expect((await post('/api/hipaa/decline', {}, cookie)).statusCode).toBe(204);
      const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(session.json().user).toBeNull();
    });
  });

  describe('TOTP multi-factor authentication', () => {
    let user: TestUser;
    let cookie: string;
    let secret: string;
    let enrolmentCode: string;
    let recoveryCodes: string[];

    // A fixed clock a second into a 30-second step, so the codes these tests make and the server's check of
    // them fall in the step each test means, however slowly the suite runs (a step boundary between two tests
    // once let a fresh code pass as a "replay").
    const stepStart = Math.floor(Date.now() / TOTP_STEP_MS) * TOTP_STEP_MS;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: stepStart + 1000 });
      user = await createUser(database.db, 'administrator', facility);
      cookie = await signInAs(app, user);
    });
    afterAll(() => {
      vi.useRealTimers();
    });

    it('enrols with a QR code and a confirming code, giving ten recovery codes', async () => {
      const setup = await post('/api/account/mfa/setup', {}, cookie);
      expect(setup.json().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      secret = setup.json().secret;
      expect((await post('/api/account/mfa/enable', { code: '000000' }, cookie)).json().error.message).toBe(
        MESSAGES.invalidMfaCode,
      );
      enrolmentCode = generateSync({ secret });
      const enabled = await post('/api/account/mfa/enable', { code: enrolmentCode }, cookie);
      expect(enabled.statusCode).toBe(200);
      recoveryCodes = enabled.json().recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      const events = await database.db
        .selectFrom('security_events')
        .select('event_type')
        .where('user_id', '=', user.id)
        .execute();
      expect(events.map((event) => event.event_type)).toContain('mfa_enabled');
    });

    it('asks for the code at sign-in and refuses a wrong one with "Invalid MFA code"', async () => {
      const first = await post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
        role: 'administrator',
      });
      expect(first.json()).toEqual({ mfaRequired: true, challengeToken: expect.any(String) });
      expect(first.cookies).toHaveLength(0);
      const wrong = await post('/api/auth/login/mfa', {
        challengeToken: first.json().challengeToken,
        code: '123456',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(MESSAGES.invalidMfaCode);
    });

    it('refuses a replayed code: the code that enrolled cannot sign in again', async () => {
      const first = await post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
        role: 'administrator',
      });
      const replay = await post('/api/auth/login/mfa', {
        challengeToken: first.json().challengeToken,
        code: enrolmentCode,
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.message).toBe(MESSAGES.invalidMfaCode);
    });

    it("accepts the next step's code, once", async () => {
      vi.setSystemTime(stepStart + TOTP_STEP_MS + 1000);
      const code = generateSync({ secret });
      expect(code).not.toBe(enrolmentCode);
      const signIn = async () => {
        const first = await post('/api/auth/login', {
          email: user.email,
          password: TEST_PASSWORD,
          role: 'administrator',
        });
        return post('/api/auth/login/mfa', { challengeToken: first.json().challengeToken, code });
      };
      expect((await signIn()).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(401);
    });

    it('accepts a recovery code once', async () => {
      const first = await post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
        role: 'administrator',
      });
      const accepted = await post('/api/auth/login/mfa', {
        challengeToken: first.json().challengeToken,
        code: recoveryCodes[0]!,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().user.mfaEnabled).toBe(true);
      const again = await post('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
        role: 'administrator',
      });
      const reused = await post('/api/auth/login/mfa', {
        challengeToken: again.json().challengeToken,
        code: recoveryCodes[0]!,
      });
      expect(reused.statusCode).toBe(401);
    });
  });
});
