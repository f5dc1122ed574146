import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestServiceDate, MESSAGES } from '@carenest/core';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createSessionCookie, createUser, type TestUser } from './support/factories.ts';
import { injectRoute } from './support/inject-route.ts';
import { buildIsolationFixture, type IsolationFixture } from './support/isolation-fixture.ts';
import { listParameterizedRoutes, sweepRequestFor } from './support/isolation-routes.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { validRequestsWithoutId } from './support/valid-requests.ts';

/** Calendar dates no service, visit or birth can have: far future, year one, beyond JavaScript's dates. */
const FAR_DATES = ['9999-12-31', '0001-01-01', '275760-09-13', '1999-12-31'];
/** The same as instants. */
const FAR_INSTANTS = [
  '9999-12-31T00:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '1999-12-31T23:59:00.000Z',
];
const DATE_SHAPED = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_SHAPED = /^\d{4}-\d{2}-\d{2}T/;

/** Every path to a date-shaped text leaf of a JSON value. */
function datePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return DATE_SHAPED.test(value) || INSTANT_SHAPED.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => datePaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => datePaths(item, [...path, key]));
  return [];
}

/** `value` with the leaf at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/**
 * Every date and instant the API takes has limits (ARCHITECTURE.md, "Core"): each date-shaped field of every
 * write route's valid body, and each date query parameter, carries a far date in turn; none is accepted and
 * none answers 5xx, and a validation refusal names the field.
 */
describe('API fuzzing: dates out of limits, one field at a time', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: IsolationFixture;
  let superAdministrator: TestUser;
  let document: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  const failures: string[] = [];

  const send = async (user: TestUser, request: InjectOptions) => {
    const cookie = await createSessionCookie(database.db, user.id);
    return injectRoute(app, {
      ...request,
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`,
      headers: { ...(request.headers ?? {}), cookie },
    });
  };
  /** Parents send their own portal's writes and reads; the super_admin everything else. */
  const actorFor = (key: string) =>
    /\/api\/(my-children|appointments\/requests)/.test(key) ? fixture.people.parentA : superAdministrator;
  /** Refused as it must be: never accepted, never 5xx; a 400 names `field` when one is given. */
  const check = async (where: string, user: TestUser, request: InjectOptions, field?: string) => {
    const answer = await send(user, request);
    if (answer.statusCode < 400 || answer.statusCode >= 500)
      failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    else if (
      answer.statusCode === 400 &&
      field !== undefined &&
      !(answer.json() as { error: { fields?: Record<string, string> } }).error.fields?.[field]
    )
      failures.push(`${where}: 400 without naming ${field}: ${answer.body.slice(0, 160)}`);
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildAppWithJobs({ db: database.db, secrets: ephemeralSecrets() });
    fixture = await buildIsolationFixture(app, database.db);
    superAdministrator = await createUser(database.db, 'super_admin', null);
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses a far date in each date field of each write body, naming the field', async () => {
    const requests: [string, InjectOptions][] = [
      ...Object.entries(validRequestsWithoutId(fixture)),
      ...listParameterizedRoutes(document).flatMap((route) => {
        const prepared = sweepRequestFor(route, fixture);
        return 'request' in prepared && route.method !== 'GET'
          ? [[route.key, prepared.request] as [string, InjectOptions]]
          : [];
      }),
    ];
    let tried = 0;
    for (const [key, request] of requests) {
      if (request.payload === undefined || typeof request.payload !== 'object') continue;
      for (const path of datePaths(request.payload)) {
        const leaf = path.reduce<unknown>(
          (value, step) => (value as Record<string, unknown>)[step],
          request.payload,
        ) as string;
        for (const value of DATE_SHAPED.test(leaf) ? FAR_DATES : FAR_INSTANTS) {
          tried += 1;
          const payload = replaced(request.payload, path, value) as Record<string, unknown>;
          if ('requestId' in payload) payload.requestId = randomUUID();
          await check(
            `${key} ${path.join('.')}=${value}`,
            actorFor(key),
            { ...request, payload },
            path.join('.'),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(20);
  }, 600_000);

  it('refuses a far date in each date query parameter of every GET route', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const operation = methods.get;
      const names = (operation?.parameters ?? [])
        .filter((item) => item.in === 'query' && /^(date|from|to)$/.test(item.name))
        .map((item) => item.name);
      if (names.length === 0) continue;
      const key = `GET ${path}`;
      const prepared = path.includes('{')
        ? sweepRequestFor(listParameterizedRoutes({ paths: { [path]: { get: operation! } } })[0]!, fixture)
        : undefined;
      const base: InjectOptions =
        prepared && 'request' in prepared
          ? (prepared.request as InjectOptions)
          : { method: 'GET', url: path };
      for (const name of names)
        for (const value of name === 'date' ? FAR_DATES : FAR_INSTANTS)
          await check(`${key} ?${name}=${value}`, actorFor(key), { ...base, query: { [name]: value } }, name);
    }
    expect(failures).toEqual([]);
  });

  it("answers a parent's daily report for 9999-12-31 with 400 naming the date, and a copy past a year ahead with 400", async () => {
    const report = await send(fixture.people.parentA, {
      method: 'GET',
      url: `/api/my-children/${fixture.resources.patient}/daily-report?date=9999-12-31`,
    });
    expect(report.statusCode).toBe(400);
    expect((report.json() as { error: { fields: object } }).error.fields).toEqual({
      date: MESSAGES.dateOutOfRange,
    });
    await database.db
      .updateTable('transport_routes')
      .set({ service_date: latestServiceDate() })
      .where('id', '=', fixture.resources.route)
      .execute();
    const copy = await send(superAdministrator, {
      method: 'POST',
      url: `/api/transport/routes/${fixture.resources.route}/copy`,
      payload: { workingDays: 1 },
    });
    expect(copy.statusCode).toBe(400);
    expect((copy.json() as { error: { fields: object } }).error.fields).toEqual({
      workingDays: MESSAGES.dateOutOfRange,
    });
  });
});
