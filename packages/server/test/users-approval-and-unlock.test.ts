import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { createUser } from './support/factories.ts';
import { setUpUserManagementFixture } from './support/user-management-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('user management on %s', (kind) => {
  const { database, facilities, people, call, signIn, listedEmails, auditRows } =
    setUpUserManagementFixture(kind);

  it("approves a pending self-registered account into the administrator's facility, once", async () => {
    const response = await call(people.admin, 'POST', `/api/users/${people.pending.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ accountStatus: 'active', facilityId: facilities.home });
    const row = await database.db
      .selectFrom('users')
      .select(['approved_by', 'approved_at'])
      .where('id', '=', people.pending.id)
      .executeTakeFirstOrThrow();
    expect(row.approved_by).toBe(people.admin.id);
    expect(row.approved_at).not.toBeNull();
    const [audit] = await auditRows('APPROVE_USER', people.pending.id);
    expect(audit?.old_values).toEqual({ status: 'pending', facilityId: null });
    expect(audit?.new_values).toEqual({ status: 'active', facilityId: facilities.home });
    const again = await call(people.admin, 'POST', `/api/users/${people.pending.id}/approve`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.notPendingApproval);
  });

  it('unlocks a locked account: the lock and the failure count are cleared', async () => {
    const locked = await createUser(database.db, 'nurse', facilities.home);
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
    expect(await signIn(locked)).toMatch(/^carenest_session=/);
  });
});
