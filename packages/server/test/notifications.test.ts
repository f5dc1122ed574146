import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@carenest/core';
import { createFacility, createUser, type TestUser } from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('notifications on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nurse: TestUser;
  let admin: TestUser;
  let parent: TestUser;
  const cookies = new Map<TestUser, string>();

  const send = async (user: TestUser, method: 'GET' | 'POST', url: string) => {
    if (!cookies.has(user)) cookies.set(user, await signInAs(app, user));
    return app.inject({ method, url, headers: { cookie: cookies.get(user)! } });
  };
  const bellOf = async (user: TestUser) =>
    (await send(user, 'GET', '/api/notifications')).json<NotificationList>();
  const notify = async (user: TestUser, title: string, minutesAgo: number) =>
    (
      await database.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          title,
          body: `${title} body`,
          link: '/vital-signs',
          severity: 'high',
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  let nurseOldest: string;
  let adminOwn: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    nurse = await createUser(database.db, 'nurse', facility);
    admin = await createUser(database.db, 'administrator', facility);
    parent = await createUser(database.db, 'parent', facility);
    nurseOldest = await notify(nurse, 'First', 30);
    await notify(nurse, 'Second', 20);
    await notify(nurse, 'Third', 10);
    adminOwn = await notify(admin, 'For the administrator', 5);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 401 to a signed-out visitor', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/notifications' });
    const mark = await app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect([read.statusCode, mark.statusCode]).toEqual([401, 401]);
  });

  it("lists only the user's own notifications, newest first, with the unread count", async () => {
    const bell = await bellOf(nurse);
    expect(bell.items.map((item) => item.title)).toEqual(['Third', 'Second', 'First']);
    expect(bell.unreadCount).toBe(3);
    expect(bell.items[0]).toMatchObject({
      body: 'Third body',
      link: '/vital-signs',
      severity: 'high',
      readAt: null,
    });
    expect(await bellOf(parent)).toEqual({ items: [], unreadCount: 0 });
  });

  it("answers 404 when someone marks another user's notification, and 400 for a malformed id", async () => {
    expect((await send(nurse, 'POST', `/api/notifications/${adminOwn}/read`)).statusCode).toBe(404);
    expect((await send(nurse, 'POST', '/api/notifications/not-an-id/read')).statusCode).toBe(400);
    expect((await bellOf(admin)).unreadCount).toBe(1);
  });

  it('marks one notification read, then all of them, leaving other users untouched', async () => {
    const one = await send(nurse, 'POST', `/api/notifications/${nurseOldest}/read`);
    expect(one.json()).toEqual({ unreadCount: 2 });
    const again = await send(nurse, 'POST', `/api/notifications/${nurseOldest}/read`);
    expect(again.json()).toEqual({ unreadCount: 2 });
    expect((await bellOf(nurse)).items.at(-1)?.readAt).not.toBeNull();
    expect((await send(nurse, 'POST', '/api/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await bellOf(nurse)).unreadCount).toBe(0);
    expect((await bellOf(admin)).unreadCount).toBe(1);
  });
});
