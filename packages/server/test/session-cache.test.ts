import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { findActor } from '../src/plugins/session.ts';
import { SessionCache } from '../src/plugins/session-cache.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** How long a test waits for the database's announcement to reach the app (it takes milliseconds). */
const ANNOUNCEMENT_TIMEOUT_MS = 5_000;

describe.each(TEST_DATABASES)('sessions answered from memory on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let facility: string;
  let patient: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      db: database.db,
      secrets: ephemeralSecrets(),
      sessionCacheSeconds: 600,
    });
    facility = await createFacility(database.db);
    patient = await createPatient(database.db, facility);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** A signed-in administrator (who may open every chart of the facility) and their cookie. */
  const signedInAdministrator = async () => {
    const user = await createUser(database.db, 'administrator', facility);
    return { user, cookie: await signInAs(app, user) };
  };
  const openChart = (cookie: string) =>
    app.inject({ method: 'GET', url: `/api/patients/${patient}`, headers: { cookie } });
  /** Waits until the chart answers `status` to this cookie (the announcement is asynchronous). */
  const expectChartToAnswer = (cookie: string, status: number) =>
    expect
      .poll(async () => (await openChart(cookie)).statusCode, { timeout: ANNOUNCEMENT_TIMEOUT_MS })
      .toBe(status);

  it('answers a session from memory: a change nobody announces (a hand edit of its last activity) is not read', async () => {
    const { user, cookie } = await signedInAdministrator();
    expect((await openChart(cookie)).statusCode).toBe(200);
    await sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE user_id = ${user.id}`.execute(
      database.db,
    );
    expect((await openChart(cookie)).statusCode).toBe(200);
  });

  it('drops a session revoked elsewhere once the database announces it', async () => {
    const { user, cookie } = await signedInAdministrator();
    expect((await openChart(cookie)).statusCode).toBe(200);
    await sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`.execute(database.db);
    await expectChartToAnswer(cookie, 401);
  });

  it('drops the sessions of a user deactivated, or whose HIPAA agreement was withdrawn', async () => {
    const deactivated = await signedInAdministrator();
    const withdrawn = await signedInAdministrator();
    for (const { cookie } of [deactivated, withdrawn]) expect((await openChart(cookie)).statusCode).toBe(200);
    await sql`UPDATE users SET is_active = false WHERE id = ${deactivated.user.id}`.execute(database.db);
    await sql`UPDATE hipaa_records SET is_active = false WHERE user_id = ${withdrawn.user.id}`.execute(
      database.db,
    );
    await expectChartToAnswer(deactivated.cookie, 401);
    await expectChartToAnswer(withdrawn.cookie, 403);
    expect((await openChart(withdrawn.cookie)).json().error.code).toBe(ERROR_CODES.hipaaRequired);
  });

  it('drops every session when a facility starts requiring MFA of its staff', async () => {
    const nurse: TestUser = await createUser(database.db, 'nurse', facility);
    const cookie = await signInAs(app, nurse);
    const caseload = () => app.inject({ method: 'GET', url: '/api/assigned-patients', headers: { cookie } });
    expect((await caseload()).statusCode).toBe(200);
    await sql`UPDATE facilities SET require_mfa_for_staff = true WHERE id = ${facility}`.execute(database.db);
    try {
      await expect
        .poll(async () => (await caseload()).json().error?.code, { timeout: ANNOUNCEMENT_TIMEOUT_MS })
        .toBe(ERROR_CODES.mfaEnrolmentRequired);
    } finally {
      await sql`UPDATE facilities SET require_mfa_for_staff = false WHERE id = ${facility}`.execute(
        database.db,
      );
    }
  });

  it('drops the signed-in user’s own sessions before a write of theirs answers: signed out means signed out', async () => {
    const { cookie } = await signedInAdministrator();
    expect((await openChart(cookie)).statusCode).toBe(200);
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await openChart(cookie)).statusCode).toBe(401);
  });

  it('keeps an entry no longer than the clock allows: past the idle limit the session is looked up, and is idle', async () => {
    const { cookie } = await signedInAdministrator();
    const token = cookie.split('=')[1]!;
    const cache = new SessionCache(600_000);
    const now = new Date();
    expect(await findActor(database.db, token, now, cache)).not.toBeNull();
    const idleLater = new Date(now.getTime() + 31 * 60_000);
    expect(await findActor(database.db, token, idleLater, cache)).toBeNull();
  });
});
