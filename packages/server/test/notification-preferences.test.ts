import { beforeAll, describe, expect, it } from 'vitest';
import { type NotificationPreferences } from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('notification preferences on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let team: CareTeam;
  let threadId = '';
  const notificationsOfParent = async () =>
    (
      await database.db
        .selectFrom('notifications')
        .select('title')
        .where('user_id', '=', team.people.parent.id)
        .execute()
    ).map((row) => row.title);

  beforeAll(async () => {
    team = await createCareTeam(database.db);
    threadId = (
      await post(team.people.parent, '/api/message-threads', { patientId: team.children.lily })
    ).json<{
      id: string;
    }>().id;
    await post(team.people.parent, `/api/message-threads/${threadId}/messages`, {
      body: 'How did Lily sleep?',
    });
  });

  it('has every category on until the user turns one off, audited', async () => {
    expect((await get(team.people.parent, '/api/account/notification-preferences')).json()).toEqual({
      transport: true,
      medications: true,
      messages: true,
      reports: true,
    });
    const off: NotificationPreferences = {
      transport: true,
      medications: true,
      messages: false,
      reports: true,
    };
    const saved = await call(team.people.parent, 'PUT', '/api/account/notification-preferences', off);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(off);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('new_values')
      .where('action', '=', 'UPDATE_NOTIFICATION_PREFERENCES')
      .where('user_id', '=', team.people.parent.id)
      .executeTakeFirstOrThrow();
    expect(audit.new_values).toMatchObject({ messages: false });
    const bad = await call(team.people.parent, 'PUT', '/api/account/notification-preferences', {
      transport: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('creates no notification of a category the recipient turned off, and still the others', async () => {
    await post(team.people.nurse, `/api/message-threads/${threadId}/messages`, {
      body: 'Lily napped well today.',
    });
    expect(await notificationsOfParent()).not.toContain('New message');
    await call(team.people.parent, 'PUT', '/api/account/notification-preferences', {
      transport: true,
      medications: true,
      messages: true,
      reports: true,
    });
    await post(team.people.nurse, `/api/message-threads/${threadId}/messages`, {
      body: 'And ate all her lunch.',
    });
    expect(await notificationsOfParent()).toContain('New message');
  });
});
