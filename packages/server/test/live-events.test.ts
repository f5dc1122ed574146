import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type LiveEventKind } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { hashSessionToken } from '../src/auth/session-token.ts';
import { LISTENER_APPLICATION_NAME } from '../src/db/listener.ts';
import { publishEvent, type LiveEventInput } from '../src/events/publish-event.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { openEventStream, type OpenStream } from './support/event-stream.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createSessionCookie,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

for (const kind of TEST_DATABASES) {
  describe(`live events on ${kind}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let baseUrl: string;
    const streams: OpenStream[] = [];
    const cookies = new Map<string, string>();
    let people: Record<
      | 'administrator'
      | 'otherAdministrator'
      | 'superAdministrator'
      | 'nurseOfLily'
      | 'nurseOfMax'
      | 'parentOfLily'
      | 'parentOfMax',
      TestUser
    >;
    let children: { lily: string; max: string };
    let sentinel = 0;

    const cookieOf = async (user: TestUser) => {
      const known = cookies.get(user.id) ?? (await createSessionCookie(database.db, user.id));
      cookies.set(user.id, known);
      return known;
    };
    const open = async (user: TestUser, headers: Record<string, string> = {}) => {
      const stream = await openEventStream(baseUrl, await cookieOf(user), headers);
      streams.push(stream);
      await stream.waitFor((message) => message.type === 'ready');
      return stream;
    };
    const publish = (event: LiveEventInput) =>
      database.db.transaction().execute((trx) => publishEvent(trx, event));
    /** Publishes a sentinel every listed user receives, and waits until each stream has it. */
    const fence = async (pairs: [TestUser, OpenStream][]) => {
      sentinel += 1;
      const resourceId = `sentinel-${sentinel}`;
      await publish({ kind: 'user.changed', resourceId, userIds: pairs.map(([user]) => user.id) });
      await Promise.all(
        pairs.map(([, stream]) => stream.waitFor((message) => message.data.includes(resourceId))),
      );
    };
    const kindsOf = (stream: OpenStream, resourceId: string) =>
      stream
        .events()
        .filter((event) => event.resourceId === resourceId)
        .map((event) => event.kind);

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp({
        db: database.db,
        secrets: ephemeralSecrets(),
        liveEventHeartbeatSeconds: 1,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const home = await createFacility(database.db);
      const away = await createFacility(database.db);
      people = {
        administrator: await createUser(database.db, 'administrator', home),
        otherAdministrator: await createUser(database.db, 'administrator', away),
        superAdministrator: await createUser(database.db, 'super_admin', null),
        nurseOfLily: await createUser(database.db, 'nurse', home),
        nurseOfMax: await createUser(database.db, 'nurse', home),
        parentOfLily: await createUser(database.db, 'parent', null),
        parentOfMax: await createUser(database.db, 'parent', null),
      };
      children = {
        lily: await createPatient(database.db, home),
        max: await createPatient(database.db, home),
      };
      await assignStaff(database.db, children.lily, people.nurseOfLily, people.administrator.id);
      await assignStaff(database.db, children.max, people.nurseOfMax, people.administrator.id);
      await linkParent(database.db, children.lily, people.parentOfLily.id);
      await linkParent(database.db, children.max, people.parentOfMax.id);
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await app.close();
      await database.drop();
    });

    it('answers 401 without a session and 403 until the HIPAA agreement is signed, like any PHI route', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
      const unsigned = await createUser(database.db, 'nurse', null, { hasSignedHipaa: false });
      const response = await app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { cookie: await cookieOf(unsigned) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe(ERROR_CODES.hipaaRequired);
    });

    it("delivers a child's event to everyone who may read that child, and to nobody else", async () => {
      const everyone = await Promise.all(
        Object.values(people).map(async (user) => [user, await open(user)] as [TestUser, OpenStream]),
      );
      await publish({ kind: 'vital-signs.recorded', resourceId: 'reading-1', patientIds: [children.lily] });
      await fence(everyone);
      const received = Object.fromEntries(
        everyone.map(([user, stream]) => [
          Object.entries(people).find(([, person]) => person.id === user.id)![0],
          kindsOf(stream, 'reading-1'),
        ]),
      );
      expect(received).toEqual({
        administrator: ['vital-signs.recorded'],
        otherAdministrator: [],
        superAdministrator: ['vital-signs.recorded'],
        nurseOfLily: ['vital-signs.recorded'],
        nurseOfMax: [],
        parentOfLily: ['vital-signs.recorded'],
        parentOfMax: [],
      });
      const audit = await database.db
        .selectFrom('audit_log')
        .select('user_id')
        .where('action', '=', 'OPEN_LIVE_EVENTS')
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(everyone.length);
    });

    it('carries ids and the kind only, never PHI', async () => {
      const stream = await open(people.parentOfLily);
      await publish({ kind: 'clinical-note.changed', resourceId: 'note-1', patientIds: [children.lily] });
      const message = await stream.waitFor((item) => item.data.includes('note-1'));
      expect(Object.keys(JSON.parse(message.data)).sort()).toEqual([
        'id',
        'kind',
        'patientIds',
        'resourceId',
      ]);
      expect(message.id).toBe(JSON.parse(message.data).id);
    });

    it('announces nothing for a change that rolls back', async () => {
      const stream = await open(people.administrator);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await publishEvent(trx, {
            kind: 'patient.changed',
            resourceId: 'rolled-back',
            patientIds: [children.max],
          });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      await fence([[people.administrator, stream]]);
      expect(kindsOf(stream, 'rolled-back')).toEqual([]);
    });

    it('reaches administrators of the facility through facility roles, not those of another facility', async () => {
      const home = await open(people.administrator);
      const away = await open(people.otherAdministrator);
      const facility = await database.db
        .selectFrom('users')
        .select('facility_id')
        .where('id', '=', people.administrator.id)
        .executeTakeFirstOrThrow();
      await publish({
        kind: 'system-alert.changed',
        resourceId: 'alert-1',
        facility: { id: facility.facility_id!, roles: ['administrator'] },
      });
      await fence([
        [people.administrator, home],
        [people.otherAdministrator, away],
      ]);
      expect(kindsOf(home, 'alert-1')).toEqual(['system-alert.changed']);
      expect(kindsOf(away, 'alert-1')).toEqual([]);
    });

    it('catches a reconnecting stream up from Last-Event-ID with what it may see, and resets an unknown id', async () => {
      const first = await open(people.nurseOfLily);
      await publish({ kind: 'medication.changed', resourceId: 'before-drop', patientIds: [children.lily] });
      const seen = await first.waitFor((item) => item.data.includes('before-drop'));
      first.close();
      await publish({ kind: 'medication.changed', resourceId: 'while-away', patientIds: [children.lily] });
      await publish({ kind: 'medication.changed', resourceId: 'not-hers', patientIds: [children.max] });
      const again = await open(people.nurseOfLily, { 'last-event-id': seen.id! });
      await again.waitFor((item) => item.data.includes('while-away'));
      await fence([[people.nurseOfLily, again]]);
      expect(kindsOf(again, 'not-hers')).toEqual([]);
      const lost = await open(people.nurseOfLily, { 'last-event-id': '999999999' });
      await lost.waitFor((item) => item.type === 'reset');
    });

    it.runIf(kind === 'postgresql')(
      'reconnects a listening connection the server dropped and delivers what was announced meanwhile, once',
      async () => {
        const stream = await open(people.parentOfMax);
        const terminated = await sql<{ done: boolean }>`
          SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`.execute(
          database.db,
        );
        expect(terminated.rows.length).toBeGreaterThan(0);
        await publish({ kind: 'document.changed', resourceId: 'during-drop', patientIds: [children.max] });
        await stream.waitFor((message) => message.data.includes('during-drop'), 15_000);
        await fence([[people.parentOfMax, stream]]);
        expect(kindsOf(stream, 'during-drop')).toEqual(['document.changed']);
      },
    );

    it('ends the stream at once when its session signs out, and all of a user’s streams when an administrator deactivates them', async () => {
      // An app whose heartbeat (and its session re-check) is a minute away: only the event can end a stream now.
      const slow = await buildApp({
        db: database.db,
        secrets: ephemeralSecrets(),
        liveEventHeartbeatSeconds: 60,
      });
      await slow.listen({ port: 0, host: '127.0.0.1' });
      const slowAddress = slow.server.address();
      const slowUrl = `http://127.0.0.1:${typeof slowAddress === 'object' && slowAddress ? slowAddress.port : 0}`;
      const openOnSlow = async (user: TestUser) => {
        const stream = await openEventStream(slowUrl, await cookieOf(user));
        streams.push(stream);
        await stream.waitFor((message) => message.type === 'ready');
        return stream;
      };
      const within = (ended: Promise<void>) =>
        Promise.race([
          ended,
          new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 5000)),
        ]);
      const leaving = await createUser(database.db, 'nurse', null);
      const stream = await openOnSlow(leaving);
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: cookies.get(leaving.id)! },
      });
      expect(signedOut.statusCode).toBe(204);
      await within(stream.ended);

      const facility = await database.db
        .selectFrom('users')
        .select('facility_id')
        .where('id', '=', people.administrator.id)
        .executeTakeFirstOrThrow();
      const deactivated = await createUser(database.db, 'nurse', facility.facility_id);
      const first = await openOnSlow(deactivated);
      const account = (
        await app.inject({
          method: 'GET',
          url: `/api/users/${deactivated.id}`,
          headers: { cookie: await cookieOf(people.administrator) },
        })
      ).json().user;
      const update = await app.inject({
        method: 'PUT',
        url: `/api/users/${deactivated.id}`,
        headers: { cookie: await cookieOf(people.administrator) },
        payload: {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          isActive: false,
        },
      });
      expect(update.statusCode).toBe(200);
      await within(first.ended);
      await slow.close();
    });

    it('ends the stream when the session ends: signed out elsewhere, idle past the timeout, HIPAA expired', async () => {
      const signedOut = await createUser(database.db, 'nurse', null);
      const byEvent = await open(signedOut);
      const session = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('token_hash', '=', hashSessionToken(cookies.get(signedOut.id)!.split('=')[1]!))
        .executeTakeFirstOrThrow();
      await publish({
        kind: 'session.ended' as LiveEventKind,
        resourceId: session.id,
        userIds: [signedOut.id],
      });
      await byEvent.ended;

      const idle = await createUser(database.db, 'nurse', null);
      const idleStream = await open(idle);
      await database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 16 * 60_000) })
        .where('user_id', '=', idle.id)
        .execute();
      await idleStream.ended;

      const expiring = await createUser(database.db, 'nurse', null);
      const expiringStream = await open(expiring);
      await database.db
        .updateTable('hipaa_records')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', expiring.id)
        .execute();
      await expiringStream.ended;
    });
  });
}
