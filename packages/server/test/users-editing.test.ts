import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { assignStaff, createPatient, createUser } from './support/factories.ts';
import { setUpUserManagementFixture } from './support/user-management-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('user management on %s', (kind) => {
  const { database, facilities, people, inject, call, signIn, editBodyOf, auditRows } =
    setUpUserManagementFixture(kind);

  it('edits names, email and role (parent allowed), auditing old and new values', async () => {
    const person = await createUser(database.db, 'driver', facilities.home);
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
    const person = await createUser(database.db, 'therapist', facilities.home);
    const theirCookie = await signIn(person);
    const session = () =>
      inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: theirCookie } });
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
    const nurse = await createUser(database.db, 'nurse', facilities.home);
    for (let index = 0; index < 2; index += 1)
      await assignStaff(
        database.db,
        await createPatient(database.db, facilities.home),
        nurse,
        people.admin.id,
      );
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
});
