import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccessRuleFor, isRoleAllowed, MESSAGES } from '@carenest/core';
import { messageWaitingEmailJob } from '../src/secure-messages/index.ts';
import { dataFingerprint } from './support/data-fingerprint.ts';
import type { TestUser } from './support/factories.ts';
import { buildIsolationFixture, type IsolationFixture } from './support/isolation-fixture.ts';
import {
  listParameterizedRoutes,
  staleExamples,
  sweepRequestFor,
  type ParameterizedRoute,
} from './support/isolation-routes.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/**
 * The sweeps send every id-addressed route for each outsider (hundreds of requests) and took 30 s on this shared
 * machine under load, past Vitest's 30 s default; like the authorization matrix they state their own limit.
 */
const SWEEP_TIMEOUT_MS = 180_000;

/**
 * Tenant isolation (ARCHITECTURE.md, "Tests"): for every route that addresses a resource by id, a user of another facility
 * and a parent of another child learn nothing. They get 404 for read, update and delete, as for an id that
 * does not exist, or 403 when their role may not call the route at all (the role refusal comes first).
 * Every route of the OpenAPI document with a path parameter is swept; none is exempt.
 */
describe.each(TEST_DATABASES)('tenant isolation on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: IsolationFixture;
  let routes: ParameterizedRoute[];
  let outsiders: { user: TestUser; label: string }[];

  /** The status `user` gets for the sweep's request (facility A's resource) of a route. */
  const statusFor = async (user: TestUser, request: InjectOptions) =>
    (await app.inject({ ...request, headers: { cookie: fixture.cookies.get(user)! } })).statusCode;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildAppWithJobs({ db: database.db, secrets: ephemeralSecrets() });
    fixture = await buildIsolationFixture(app, database.db);
    const { administratorB, nurseB, therapistB, parentB } = fixture.people;
    outsiders = [
      { user: administratorB, label: 'administrator of another facility' },
      { user: nurseB, label: 'nurse of another facility' },
      { user: therapistB, label: 'therapist of another facility' },
      { user: parentB, label: 'parent of another child' },
    ];
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    routes = listParameterizedRoutes(document);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('knows every route with an id: the resource it addresses and, for a write, a valid example body', () => {
    // Validation runs before the handler: an invalid example would answer 400 to the outsider who reaches
    // the scoped load, so each route needs one outsider whose role may call it.
    const unproven = routes.filter((route) => {
      const rule = apiAccessRuleFor(route.method, route.path);
      return !rule || !outsiders.some(({ user }) => isRoleAllowed(rule, user.role));
    });
    const problems = [
      ...routes.flatMap((route) => sweepRequestFor(route, fixture).problems),
      ...staleExamples(routes, fixture),
      ...unproven.map((route) => `${route.key}: no outsider whose role may call it reaches the scoped load`),
    ];
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(26);
  });

  it(
    'answers every outsider 404 (403 where the role may not call the route) and changes nothing',
    async () => {
      const before = await dataFingerprint(database.db);
      const mismatches: string[] = [];
      for (const route of routes) {
        const rule = apiAccessRuleFor(route.method, route.path);
        const prepared = sweepRequestFor(route, fixture);
        if (!rule) mismatches.push(`${route.key}: no row in API_ACCESS`);
        if (!rule || !('request' in prepared)) {
          mismatches.push(...prepared.problems);
          continue;
        }
        for (const { user, label } of outsiders) {
          const status = await statusFor(user, prepared.request);
          const expected = isRoleAllowed(rule, user.role) ? 404 : 403;
          if (status !== expected)
            mismatches.push(`${route.key} as ${label}: ${status}, expected ${expected}`);
        }
      }
      const after = await dataFingerprint(database.db);
      for (const [figure, value] of Object.entries(before))
        if (after[figure] !== value) mismatches.push(`data changed: ${figure} ${value} -> ${after[figure]}`);
      expect(mismatches).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'reads an id written in upper case as the same record and audits it under the id the database holds',
    async () => {
      const { administratorA, nurseA } = fixture.people;
      const failures: string[] = [];
      const reportReads = () =>
        database.db
          .selectFrom('audit_log')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('resource_id', '=', fixture.resources.eodReport)
          .executeTakeFirstOrThrow();
      const readsBefore = (await reportReads()).count;
      for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
        const rule = apiAccessRuleFor(route.method, route.path);
        const prepared = sweepRequestFor(route, fixture);
        if (!rule || !('request' in prepared)) continue;
        const owner = [administratorA, nurseA].find((candidate) => isRoleAllowed(rule, candidate.role))!;
        const shouted = {
          ...prepared.request,
          url: String(prepared.request.url).replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, (id) =>
            id.toUpperCase(),
          ),
        };
        const status = await statusFor(owner, shouted);
        if (status < 200 || status > 299) failures.push(`${route.key} with its ids in upper case: ${status}`);
      }
      const misspelt = await database.db
        .selectFrom('audit_log')
        .select('resource_id')
        .where(sql<boolean>`resource_id ~ '[0-9A-F]{8}-[0-9A-F]{4}' AND resource_id <> lower(resource_id)`)
        .execute();
      expect(failures).toEqual([]);
      expect(misspelt).toEqual([]);
      expect((await reportReads()).count).toBeGreaterThan(readsBefore);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers the rightful owners 2xx for the same ids, so the sweep is not vacuous',
    async () => {
      const { administratorA, nurseA } = fixture.people;
      const failures: string[] = [];
      for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
        const rule = apiAccessRuleFor(route.method, route.path);
        const prepared = sweepRequestFor(route, fixture);
        if (!rule || !('request' in prepared)) {
          failures.push(`${route.key}: not sweepable`, ...prepared.problems);
          continue;
        }
        const owners = [administratorA, nurseA].filter((owner) => isRoleAllowed(rule, owner.role));
        if (owners.length === 0)
          failures.push(`${route.key}: neither administrator A nor nurse A may read it`);
        for (const owner of owners) {
          const status = await statusFor(owner, prepared.request);
          if (status < 200 || status > 299)
            failures.push(`${route.key} as ${owner.role} of facility A: ${status}, expected 2xx`);
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('closes an unlinked parent’s thread for everyone, kept and readable by staff, and ends its notices to them', async () => {
    const { administratorA, nurseA, parentA } = fixture.people;
    const { patient, messageThread } = fixture.resources;
    const as = (user: TestUser, request: InjectOptions) =>
      app.inject({ ...request, headers: { cookie: fixture.cookies.get(user)! } });
    const reply = { method: 'POST', url: `/api/message-threads/${messageThread}/messages` } as const;
    expect(
      (await as(nurseA, { ...reply, payload: { body: 'We will watch her cough today' } })).statusCode,
    ).toBe(201);
    const unlinked = await as(administratorA, {
      method: 'DELETE',
      url: `/api/patients/${patient}/parents/${parentA.id}`,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(
      (await as(parentA, { method: 'GET', url: `/api/message-threads/${messageThread}` })).statusCode,
    ).toBe(404);
    const kept = await as(nurseA, { method: 'GET', url: `/api/message-threads/${messageThread}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().thread.isClosed).toBe(true);
    expect(kept.json().messages.length).toBeGreaterThanOrEqual(2);
    const refused = await as(nurseA, { ...reply, payload: { body: 'Are you there?' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.messageThreadClosed);
    const unread = await database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', parentA.id)
      .where('read_at', 'is', null)
      .where('link', 'like', `%${messageThread}%`)
      .execute();
    expect(unread).toEqual([]);
    const closing = await database.db
      .selectFrom('audit_log')
      .select('user_id')
      .where('action', '=', 'CLOSE_MESSAGE_THREAD')
      .where('resource_id', '=', messageThread)
      .execute();
    expect(closing).toEqual([{ user_id: administratorA.id }]);
    const mailed: string[] = [];
    await messageWaitingEmailJob.handle({ userIds: [parentA.id, nurseA.id], threadId: messageThread }, {
      db: database.db,
      services: { sendMail: async ({ to }: { to: string }) => void mailed.push(to) },
    } as unknown as Parameters<typeof messageWaitingEmailJob.handle>[1]);
    expect(mailed).toEqual([nurseA.email]);
  });
});
