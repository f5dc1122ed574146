import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MessageThread, type MessageThreadDetail, type SecureMessage } from '@carenest/core';
import type { JobContext } from '../src/jobs/define-job.ts';
import {
  MESSAGE_WAITING_EMAIL,
  messageWaitingEmailJob,
  type MessageJobServices,
} from '../src/secure-messages/message-waiting-job.ts';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { createUser, linkParent, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('secure messaging on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  let team: CareTeam;
  let otherParent: TestUser;
  let threadId = '';
  const threads = async (user: TestUser) =>
    (await get(user, '/api/message-threads')).json<{ items: MessageThread[] }>().items;
  const detail = async (user: TestUser) =>
    (await get(user, `/api/message-threads/${threadId}`)).json<MessageThreadDetail>();

  beforeAll(async () => {
    team = await createCareTeam(database.db);
    otherParent = await createUser(database.db, 'parent', team.home);
    await linkParent(database.db, team.children.zoe, otherParent.id);
  });

  it('lets a parent open a conversation about their child, once', async () => {
    const opened = await post(team.people.parent, '/api/message-threads', { patientId: team.children.lily });
    expect(opened.statusCode).toBe(200);
    threadId = opened.json<MessageThread>().id;
    expect(opened.json<MessageThread>()).toMatchObject({
      patient: { name: 'Lily Nguyen' },
      lastMessage: null,
    });
    const again = await post(team.people.parent, '/api/message-threads', { patientId: team.children.lily });
    expect(again.json<MessageThread>().id).toBe(threadId);
    expect(
      (await post(otherParent, '/api/message-threads', { patientId: team.children.lily })).statusCode,
    ).toBe(404);
    expect(
      (await post(team.people.nurse, '/api/message-threads', { patientId: team.children.lily })).statusCode,
    ).toBe(403);
    expect(await threads(team.people.nurse)).toEqual([]);
  });

  it('delivers a parent’s message to the care team: unread, notified without its text, live, audited', async () => {
    const body = 'Lily slept badly <script>alert(1)</script>; please watch her at nap time';
    const sent = await post(team.people.parent, `/api/message-threads/${threadId}/messages`, { body });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<SecureMessage>()).toMatchObject({ body, isMine: true, seenAt: null });

    for (const staff of [team.people.nurse, team.people.therapist, team.people.admin]) {
      const [thread] = await threads(staff);
      expect(thread).toMatchObject({ id: threadId, unreadCount: 1, lastMessage: { body } });
    }
    expect(await threads(team.people.otherAdmin)).toEqual([]);
    expect(await threads(otherParent)).toEqual([]);
    const notes = await database.db
      .selectFrom('notifications')
      .select(['user_id', 'body'])
      .where('link', '=', `/messages?thread=${threadId}`)
      .execute();
    expect(new Set(notes.map((note) => note.user_id))).toEqual(
      new Set([
        team.people.nurse.id,
        team.people.colleague.id,
        team.people.therapist.id,
        team.people.admin.id,
      ]),
    );
    expect(notes.every((note) => !note.body.includes('slept'))).toBe(true);
    const events = await liveEventsAbout(database.db, threadId);
    expect(events.at(-1)!.userIds).toContain(team.people.parent.id);
    expect(events.at(-1)!.userIds).not.toContain(otherParent.id);
  });

  it('queues an email that says only that a message is waiting, and sends it when SMTP is configured', async () => {
    const queued = await sql<{ data: { userIds: string[] } }>`
      SELECT data FROM pgboss.job WHERE name = ${messageWaitingEmailJob.name}`.execute(database.db);
    expect(queued.rows.at(-1)!.data.userIds).toEqual(
      expect.arrayContaining([team.people.nurse.id, team.people.admin.id]),
    );
    const sent: { to: string; subject: string; text: string }[] = [];
    const context = {
      db: database.db,
      services: { sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail) },
    };
    await messageWaitingEmailJob.handle(
      { userIds: [team.people.nurse.id] },
      context as unknown as JobContext<MessageJobServices>,
    );
    expect(sent).toEqual([{ to: team.people.nurse.email, ...MESSAGE_WAITING_EMAIL }]);
    expect(JSON.stringify(sent)).not.toMatch(/Lily|slept/);
  });

  it('shows the parent a read receipt once the nurse has read it, and the reply', async () => {
    expect((await detail(team.people.nurse)).messages[0]).toMatchObject({
      isMine: false,
      sender: { isStaff: false },
    });
    expect(
      (await post(team.people.nurse, `/api/message-threads/${threadId}/read`)).json<MessageThread>()
        .unreadCount,
    ).toBe(0);
    expect((await detail(team.people.parent)).messages[0]!.seenAt).not.toBeNull();

    await post(team.people.nurse, `/api/message-threads/${threadId}/messages`, {
      body: 'Thank you, we will.',
    });
    const [thread] = await threads(team.people.parent);
    expect(thread!.unreadCount).toBe(1);
    const messages = (await detail(team.people.parent)).messages;
    expect(messages.map((message) => message.isMine)).toEqual([true, false]);
    expect(messages[1]!.sender).toMatchObject({ id: team.people.nurse.id, isStaff: true });
  });

  it('refuses an empty or oversized message, another parent, and another facility, storing nothing', async () => {
    const before = await suite.countRows('secure_messages');
    const url = `/api/message-threads/${threadId}/messages`;
    const empty = await post(team.people.parent, url, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(MESSAGES.messageRequired);
    expect((await post(team.people.parent, url, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(otherParent, url, { body: 'Hello' })).statusCode).toBe(404);
    expect((await post(team.people.otherAdmin, url, { body: 'Hello' })).statusCode).toBe(404);
    expect((await post(team.people.driver, url, { body: 'Hello' })).statusCode).toBe(403);
    expect((await get(otherParent, `/api/message-threads/${threadId}`)).statusCode).toBe(404);
    expect(await suite.countRows('secure_messages')).toBe(before);
  });
});
