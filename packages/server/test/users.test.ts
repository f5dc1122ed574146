import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** What an edit sends for an account, before the test changes a field. */
interface EditBody {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  maxPatientLoad?: number;
  specializations?: string[];
}

describe.each(TEST_DATABASES)('user management on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let homeFacility: string;
  let otherFacility: string;
  const people: Record<
    'admin' | 'otherAdmin' | 'superAdmin' | 'nurse' | 'driver' | 'parent' | 'otherNurse' | 'pending',
    TestUser
  > = {} as never;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const db = database.db;
    homeFacility = await createFacility(db);
    otherFacility = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', homeFacility, { firstName: 'Alma' });
    people.otherAdmin = await createUser(db, 'administrator', otherFacility);
    people.superAdmin = await createUser(db, 'super_admin', homeFacility);
    people.nurse = await createUser(db, 'nurse', homeFacility, { firstName: 'Nadia' });
    people.driver = await createUser(db, 'driver', homeFacility);
    people.parent = await createUser(db, 'parent', homeFacility);
    people.otherNurse = await createUser(db, 'nurse', otherFacility, { firstName: 'Olive' });
    people.pending = await createUser(db, 'therapist', null, { status: 'pending', firstName: 'Penny' });
  });
  afterAll(async () => {
    await app.close();
    // pg's Pool.end() resolves before its clients have closed their sockets; without a moment's wait,
    // the DROP DATABASE … WITH (FORCE) of drop() can cut one mid-close (an unhandled 57P01 error).
    await database.db.destroy();
    await delay(200);
    await database.drop();
  });

  const cookieOf = async (user: TestUser) => {
    const known = cookies.get(user.id);
    if (known) return known;
    const cookie = await signInAs(app, user);
    cookies.set(user.id, cookie);
    return cookie;
  };
  const call = async (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: user ? { cookie: await cookieOf(user) } : {} });
  const listedEmails = async (user: TestUser, query = '') =>
    ((await call(user, 'GET', `/api/users${query}`)).json().users as { email: string }[]).map(
      (listed) => listed.email,
    );
  const editBodyOf = async (user: TestUser): Promise<EditBody> => {
    const { user: current } = (await call(people.admin, 'GET', `/api/users/${user.id}`)).json();
    return {
      email: current.email,
      firstName: current.firstName,
      lastName: current.lastName,
      role: current.role,
      isActive: current.isActive,
    };
  };
  const auditRows = (action: string, resourceId: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['old_values', 'new_values', 'user_id'])
      .where('action', '=', action)
      .where('resource_id', '=', resourceId)
      .execute();

  it('answers 401 to a signed-out visitor', async () => {
    const response = await call(null, 'GET', '/api/users');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.notAuthenticated);
  });

  it('refuses nurses, drivers and parents with the restricted sentence (403)', async () => {
    for (const user of [people.nurse, people.driver, people.parent]) {
      const list = await call(user, 'GET', '/api/users');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe(MESSAGES.usersRestricted);
      const create = await call(user, 'POST', '/api/users', {
        email: 'sneaky@test.example',
        firstName: 'Sneaky',
        lastName: 'Person',
      });
      expect(create.statusCode).toBe(403);
    }
  });

  it("answers the spec's validation messages when creating a user", async () => {
    const create = (payload: object) => call(people.admin, 'POST', '/api/users', payload);
    const base = { email: 'new.person@test.example', firstName: 'New', lastName: 'Person' };
    const cases: [object, string][] = [
      [{ ...base, email: '' }, MESSAGES.emailRequired],
      [{ ...base, email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ ...base, firstName: '  ' }, MESSAGES.firstNameRequired],
      [{ ...base, lastName: undefined }, MESSAGES.lastNameRequired],
      [{ ...base, role: 'parent' }, MESSAGES.roleChoiceRequired],
      [{ ...base, role: 'super_admin' }, MESSAGES.roleChoiceRequired],
      [{ ...base, maxPatientLoad: 31 }, MESSAGES.maximumPatientLoadRange],
      [{ ...base, maxPatientLoad: 0 }, MESSAGES.maximumPatientLoadRange],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('creates an active nurse by default in the facility, with a one-time setup link that sets a password', async () => {
    const response = await call(people.admin, 'POST', '/api/users', {
      email: 'Grace.Hopper@test.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      specializations: ['pediatric_nursing'],
      maxPatientLoad: 7,
    });
    expect(response.statusCode).toBe(201);
    const { user, setupLink } = response.json();
    expect(user).toMatchObject({
      email: 'Grace.Hopper@test.example',
      role: 'nurse',
      facilityId: homeFacility,
      isActive: true,
      accountStatus: 'active',
      isLocked: false,
      mfaEnabled: false,
      specializations: ['pediatric_nursing'],
      maxPatientLoad: 7,
      currentPatientCount: 0,
    });
    expect(setupLink).toMatch(/^\/reset-password\?token=/);
    const [audit] = await auditRows('CREATE_USER', user.id);
    expect(audit?.new_values).toMatchObject({ email: 'Grace.Hopper@test.example', role: 'nurse' });
    expect(JSON.stringify(audit?.new_values)).not.toContain(setupLink.split('token=')[1]);

    const token = decodeURIComponent(setupLink.split('token=')[1]);
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, newPassword: 'Setup!Pass7', confirmPassword: 'Setup!Pass7' },
    });
    expect(done.statusCode).toBe(204);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace.hopper@test.example', password: 'Setup!Pass7', role: 'nurse' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a second account with an existing email, whatever its case, with 'Failed to create user'", async () => {
    const response = await call(people.admin, 'POST', '/api/users', {
      email: people.nurse.email.toUpperCase(),
      firstName: 'Copy',
      lastName: 'Cat',
      role: 'therapist',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.failedToCreateUser);
  });

  it("lists the facility's accounts and every pending one, never another facility's", async () => {
    const emails = await listedEmails(people.admin);
    expect(emails).toEqual(expect.arrayContaining([people.nurse.email, people.pending.email]));
    expect(emails[0]).toBe(people.pending.email);
    expect(emails).not.toContain(people.otherNurse.email);
    expect(emails).not.toContain(people.otherAdmin.email);
    expect(await listedEmails(people.superAdmin)).toEqual(
      expect.arrayContaining([people.nurse.email, people.otherNurse.email]),
    );
  });

  it('searches by name or email and filters by role and status', async () => {
    expect(await listedEmails(people.admin, '?search=nadia')).toEqual([people.nurse.email]);
    expect(await listedEmails(people.admin, `?search=${people.driver.email.slice(0, 12)}`)).toEqual([
      people.driver.email,
    ]);
    const drivers = await listedEmails(people.admin, '?role=driver');
    expect(drivers).toEqual([people.driver.email]);
    expect(await listedEmails(people.admin, '?status=pending')).toEqual([people.pending.email]);
    expect((await call(people.admin, 'GET', '/api/users?status=everyone')).statusCode).toBe(400);
  });

  it("answers 404 for another facility's account: read, update, approve and unlock", async () => {
    const otherPending = await createUser(database.db, 'nurse', otherFacility, { status: 'pending' });
    const target = people.otherNurse;
    expect((await call(people.admin, 'GET', `/api/users/${target.id}`)).statusCode).toBe(404);
    const update = await call(people.admin, 'PUT', `/api/users/${target.id}`, {
      email: target.email,
      firstName: 'Taken',
      lastName: 'Over',
      role: 'nurse',
      isActive: false,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe(MESSAGES.failedToUpdateUser);
    expect((await call(people.admin, 'POST', `/api/users/${otherPending.id}/approve`)).statusCode).toBe(404);
    expect((await call(people.admin, 'POST', `/api/users/${target.id}/unlock`)).statusCode).toBe(404);
  });

  it('edits names, email and role (parent allowed), auditing old and new values', async () => {
    const person = await createUser(database.db, 'driver', homeFacility);
    const body = { ...(await editBodyOf(person)), firstName: 'Renamed', role: 'parent' };
    const response = await call(people.admin, 'PUT', `/api/users/${person.id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: 'Renamed', role: 'parent', isActive: true });
    const [audit] = await auditRows('UPDATE_USER', person.id);
    expect(audit?.old_values).toMatchObject({ role: 'driver', isActive: true });
    expect(audit?.new_values).toMatchObject({ role: 'parent', isActive: true, firstName: 'Renamed' });
    expect(audit?.user_id).toBe(people.admin.id);
  });

  it("ends a deactivated user's open session at once", async () => {
    const person = await createUser(database.db, 'therapist', homeFacility);
    const theirCookie = await signInAs(app, person);
    const session = () =>
      app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: theirCookie } });
    expect((await session()).json().user.id).toBe(person.id);
    const response = await call(people.admin, 'PUT', `/api/users/${person.id}`, {
      ...(await editBodyOf(person)),
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect((await session()).json()).toEqual({ user: null });
    const open = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', person.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);
    const [audit] = await auditRows('UPDATE_USER', person.id);
    expect(audit?.old_values).toMatchObject({ isActive: true, role: 'therapist' });
    expect(audit?.new_values).toMatchObject({ isActive: false, role: 'therapist' });
  });

  it('refuses an administrator deactivating or demoting themselves', async () => {
    const self = await editBodyOf(people.admin);
    const deactivate = await call(people.admin, 'PUT', `/api/users/${people.admin.id}`, {
      ...self,
      isActive: false,
    });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().error.message).toBe(MESSAGES.cannotDeactivateSelf);
    const demote = await call(people.admin, 'PUT', `/api/users/${people.admin.id}`, {
      ...self,
      role: 'nurse',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error.message).toBe(MESSAGES.cannotChangeOwnRole);
  });

  it('keeps the maximum load at or above the current count and the role while patients are assigned', async () => {
    const nurse = await createUser(database.db, 'nurse', homeFacility);
    for (let index = 0; index < 2; index += 1)
      await assignStaff(database.db, await createPatient(database.db, homeFacility), nurse, people.admin.id);
    await database.db
      .updateTable('users')
      .set({ current_patient_count: 2 })
      .where('id', '=', nurse.id)
      .execute();
    const body = await editBodyOf(nurse);
    const tooLow = await call(people.admin, 'PUT', `/api/users/${nurse.id}`, { ...body, maxPatientLoad: 1 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().error.message).toBe(MESSAGES.maximumLoadBelowCurrent);
    const roleChange = await call(people.admin, 'PUT', `/api/users/${nurse.id}`, { ...body, role: 'driver' });
    expect(roleChange.statusCode).toBe(400);
    expect(roleChange.json().error.message).toBe(MESSAGES.roleChangeWithPatients);
    const atCount = await call(people.admin, 'PUT', `/api/users/${nurse.id}`, { ...body, maxPatientLoad: 2 });
    expect(atCount.statusCode).toBe(200);
    expect(atCount.json().user.maxPatientLoad).toBe(2);
  });

  it('protects super administrator accounts from administrators and never grants super_admin', async () => {
    const body = await editBodyOf(people.superAdmin);
    const change = await call(people.admin, 'PUT', `/api/users/${people.superAdmin.id}`, {
      ...body,
      isActive: false,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe(MESSAGES.superAdministratorProtected);
    const grant = await call(people.admin, 'PUT', `/api/users/${people.driver.id}`, {
      ...(await editBodyOf(people.driver)),
      role: 'super_admin',
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error.message).toBe(MESSAGES.superAdministratorNotGranted);
  });

  it("refuses an email another account already has with 'Failed to update user'", async () => {
    const response = await call(people.admin, 'PUT', `/api/users/${people.driver.id}`, {
      ...(await editBodyOf(people.driver)),
      email: people.nurse.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.failedToUpdateUser);
  });

  it("approves a pending self-registered account into the administrator's facility, once", async () => {
    const response = await call(people.admin, 'POST', `/api/users/${people.pending.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ accountStatus: 'active', facilityId: homeFacility });
    const row = await database.db
      .selectFrom('users')
      .select(['approved_by', 'approved_at'])
      .where('id', '=', people.pending.id)
      .executeTakeFirstOrThrow();
    expect(row.approved_by).toBe(people.admin.id);
    expect(row.approved_at).not.toBeNull();
    const [audit] = await auditRows('APPROVE_USER', people.pending.id);
    expect(audit?.old_values).toEqual({ status: 'pending', facilityId: null });
    expect(audit?.new_values).toEqual({ status: 'active', facilityId: homeFacility });
    const again = await call(people.admin, 'POST', `/api/users/${people.pending.id}/approve`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.notPendingApproval);
  });

  it('unlocks a locked account: the lock and the failure count are cleared', async () => {
    const locked = await createUser(database.db, 'nurse', homeFacility);
    await database.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() + 15 * 60_000), failed_login_count: 3 })
      .where('id', '=', locked.id)
      .execute();
    expect((await call(people.admin, 'GET', `/api/users/${locked.id}`)).json().user.isLocked).toBe(true);
    expect(await listedEmails(people.admin, '?status=locked')).toEqual([locked.email]);
    const response = await call(people.admin, 'POST', `/api/users/${locked.id}/unlock`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isLocked).toBe(false);
    const row = await database.db
      .selectFrom('users')
      .select(['locked_until', 'failed_login_count'])
      .where('id', '=', locked.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_until: null, failed_login_count: 0 });
    const [audit] = await auditRows('UNLOCK_USER', locked.id);
    expect(audit?.new_values).toEqual({ lockedUntil: null, failedLoginCount: 0 });
    expect(await signInAs(app, locked)).toMatch(/^carenest_session=/);
  });
});
