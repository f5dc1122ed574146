import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT_MAXIMUM_STREAMS_PER_USER } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { publishEvent, type LiveEventInput } from '../src/events/publish-event.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { openEventStream, type OpenStream } from './support/event-stream.ts';
import {
  createFacility,
  createPatient,
  createSessionCookie,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/**
 * What a probe of the live stream found, kept from coming back (ARCHITECTURE.md, "Live events"): each event
 * names only the children its listener may see, a Last-Event-ID outside the log's ids resets at once, and a
 * user keeps a bounded number of streams.
 */
describe.each(TEST_DATABASES)('live events within limits on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  const streams: OpenStream[] = [];
  let administrator: TestUser;
  let parentOfLily: TestUser;
  let parentOfMax: TestUser;
  let children: { lily: string; max: string };

  const open = async (user: TestUser, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(baseUrl, await createSessionCookie(database.db, user.id), headers);
    streams.push(stream);
    await stream.waitFor((message) => message.type === 'ready');
    return stream;
  };
  const publish = (event: LiveEventInput) =>
    database.db.transaction().execute((trx) => publishEvent(trx, event));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ db: database.db, secrets: ephemeralSecrets() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const home = await createFacility(database.db);
    administrator = await createUser(database.db, 'administrator', home);
    parentOfLily = await createUser(database.db, 'parent', null);
    parentOfMax = await createUser(database.db, 'parent', null);
    children = { lily: await createPatient(database.db, home), max: await createPatient(database.db, home) };
    await linkParent(database.db, children.lily, parentOfLily.id);
    await linkParent(database.db, children.max, parentOfMax.id);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.drop();
  });

  it("names to each parent only their own child of a van's route.changed, and every child to the administrator", async () => {
    const lilys = await open(parentOfLily);
    const maxs = await open(parentOfMax);
    const office = await open(administrator);
    await publish({ kind: 'route.changed', resourceId: 'van-1', patientIds: [children.lily, children.max] });
    const heard = await Promise.all(
      [lilys, maxs, office].map(async (stream) => {
        await stream.waitFor((message) => message.data.includes('van-1'));
        return stream.events().find((event) => event.resourceId === 'van-1')!.patientIds;
      }),
    );
    expect(heard).toEqual([[children.lily], [children.max], [children.lily, children.max]]);
  });

  it.each(['9999999999999999999', '9223372036854775808', '-1', 'abc', '1e5', ''])(
    'answers Last-Event-ID %j with reset, then ready, at once',
    async (lastEventId) => {
      const stream = await open(parentOfLily, { 'last-event-id': lastEventId });
      expect(stream.messages.map((message) => message.type)).toEqual(['reset', 'ready']);
    },
  );

  it(`keeps at most ${LIVE_EVENT_MAXIMUM_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const user = await createUser(database.db, 'parent', null);
    const opened: OpenStream[] = [];
    for (let index = 0; index < LIVE_EVENT_MAXIMUM_STREAMS_PER_USER + 1; index += 1)
      opened.push(await open(user));
    await opened[0]!.ended;
    await publish({ kind: 'user.changed', resourceId: 'still-open', userIds: [user.id] });
    await Promise.all(
      opened.slice(1).map((stream) => stream.waitFor((message) => message.data.includes('still-open'))),
    );
    expect(opened[0]!.messages.some((message) => message.data.includes('still-open'))).toBe(false);
  });
});
