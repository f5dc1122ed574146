import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { setUpUserManagementFixture } from './support/user-management-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('user management on %s', (kind) => {
  const { facilities, people, inject, call, auditRows } = setUpUserManagementFixture(kind);

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
      facilityId: facilities.home,
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
    const done = await inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, newPassword: 'Setup!Pass7', confirmPassword: 'Setup!Pass7' },
    });
    expect(done.statusCode).toBe(204);
    const signIn = await inject({
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
});
