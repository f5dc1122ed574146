import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { createUser } from './support/factories.ts';
import { setUpUserManagementFixture } from './support/user-management-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('user management on %s', (kind) => {
  const { database, facilities, people, call, listedEmails } = setUpUserManagementFixture(kind);

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

  it('answers one page at a time in the page shape, with how many accounts match in all', async () => {
    const everyone = await listedEmails(people.admin);
    const first = (await call(people.admin, 'GET', '/api/users?pageSize=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: everyone.length });
    expect(first.items.map((user: { email: string }) => user.email)).toEqual(everyone.slice(0, 2));
    const second = (await call(people.admin, 'GET', '/api/users?pageSize=2&page=2')).json();
    expect(second.items.map((user: { email: string }) => user.email)).toEqual(everyone.slice(2, 4));
    expect((await call(people.admin, 'GET', '/api/users?pageSize=1000')).statusCode).toBe(400);
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
    const otherPending = await createUser(database.db, 'nurse', facilities.other, { status: 'pending' });
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
});
