import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralSecrets } from '../src/secrets.ts';
import { multipartBody, samplePdf } from './support/document-uploads.ts';
import { createSessionCookie, createUser, type TestUser } from './support/factories.ts';
import { injectRoute } from './support/inject-route.ts';
import { buildIsolationFixture, type IsolationFixture } from './support/isolation-fixture.ts';
import { listParameterizedRoutes, sweepRequestFor } from './support/isolation-routes.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { validRequestsWithoutId } from './support/valid-requests.ts';

/** Text a scanner sends in place of an ordinary value: NUL bytes, lone surrogates, huge, blank, script. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  'a'.repeat(100_000),
  '',
  '   ',
  '<script>x</script>',
];
/** Values of the wrong type. */
const WRONG_TYPES: unknown[] = [null, 123, -1, 1e308, true, [], {}];

/** Every leaf of a JSON value with its path (arrays: their first item). */
function leavesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length > 0 ? [path, ...leavesOf(value[0], [...path, 0])] : [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [path];
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

/** The hostile values for a leaf: text for text (and ids), other values for numbers and booleans. */
function hostileFor(leaf: unknown): unknown[] {
  return typeof leaf === 'string'
    ? [...HOSTILE_TEXT, ...WRONG_TYPES]
    : [...HOSTILE_TEXT.slice(0, 3), ...WRONG_TYPES];
}

/**
 * Hostile input one field at a time (CODE_STYLE.md, "Tests"): for every route, each field of an otherwise valid
 * body, each query parameter and each path parameter in turn carries a hostile value, so no other field's
 * validation answers first and hides a crash. Nothing answers 5xx; every 4xx is in the error shape.
 */
describe('API fuzzing, one field at a time, on every route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: IsolationFixture;
  let superAdministrator: TestUser;
  let document: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  const failures: string[] = [];
  const statuses = new Map<number, number>();

  /** Sends `request` as `user` from an address of its own (the sign-in and registration limits are per address). */
  const send = async (user: TestUser, request: InjectOptions, where: string) => {
    const cookie = await createSessionCookie(database.db, user.id);
    const answer = await injectRoute(app, {
      ...request,
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`,
      headers: { ...(request.headers ?? {}), cookie },
    });
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    if (answer.statusCode >= 500)
      failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    else if (answer.statusCode >= 400) {
      const shape = answer.json() as { error?: { code?: unknown; message?: unknown } };
      if (typeof shape.error?.code !== 'string' || typeof shape.error?.message !== 'string')
        failures.push(`${where}: ${answer.statusCode} without the error shape`);
    }
  };
  /**
   * Who sends a route's requests: nurse A for her own account and notifications, driver A for the driver's
   * writes on his route, the super_admin otherwise.
   */
  const actorFor = (key: string) => {
    if (/\/api\/(account|notifications|time-clock\/clock)\b/.test(key)) return fixture.people.nurseA;
    if (/\/api\/transport\/routes\/\{routeId\}\/(status|fixes|handoffs)/.test(key))
      return fixture.people.driverA;
    return superAdministrator;
  };
  /**
   * A fuzzed body with a fresh request id, unless the request id is the field under test: a driver's write
   * replayed with another body is refused before its command runs, which would hide the field's handling.
   */
  const withFreshRequestId = (payload: unknown, path: (string | number)[]) =>
    payload && typeof payload === 'object' && 'requestId' in payload && path[0] !== 'requestId'
      ? { ...payload, requestId: randomUUID() }
      : payload;

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

  it('has a valid request for every write route to start from', () => {
    const known = {
      ...validRequestsWithoutId(fixture),
      ...Object.fromEntries(
        listParameterizedRoutes(document).flatMap((route) => {
          const prepared = sweepRequestFor(route, fixture);
          return 'request' in prepared ? [[route.key, prepared.request]] : [];
        }),
      ),
    };
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !key.startsWith('GET ')),
    );
    expect(writes.filter((key) => !(key in known))).toEqual([]);
  });

  it('varies each field of each write body in turn and never answers 5xx', async () => {
    const requests: [string, InjectOptions][] = [
      ...Object.entries(validRequestsWithoutId(fixture)),
      ...listParameterizedRoutes(document).flatMap((route) => {
        const prepared = sweepRequestFor(route, fixture);
        return 'request' in prepared && route.method !== 'GET'
          ? [[route.key, prepared.request] as [string, InjectOptions]]
          : [];
      }),
    ];
    for (const [key, request] of requests) {
      if (key === 'POST /api/documents') {
        for (const field of ['patientId', 'category'] as const)
          for (const value of HOSTILE_TEXT) {
            const fields = { patientId: fixture.resources.patient, category: 'other', [field]: value };
            const body = multipartBody(fields, { name: 'fuzz.pdf', content: samplePdf('fuzz') });
            await send(
              actorFor(key),
              { ...request, payload: body.payload, headers: body.headers },
              `${key} ${field}`,
            );
          }
        continue;
      }
      if (request.payload === undefined) continue;
      for (const path of leavesOf(request.payload)) {
        const leaf = path.reduce<unknown>(
          (value, step) => (value as Record<string, unknown>)[step],
          request.payload,
        );
        for (const value of hostileFor(leaf))
          await send(
            actorFor(key),
            {
              ...request,
              payload: withFreshRequestId(replaced(request.payload, path, value), path) as object,
            },
            `${key} ${path.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('varies each query parameter and each path parameter of every route in turn and never answers 5xx', async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        const prepared = path.includes('{')
          ? sweepRequestFor(
              listParameterizedRoutes({ paths: { [path]: { [method]: operation } } })[0]!,
              fixture,
            )
          : undefined;
        const base: InjectOptions =
          prepared && 'request' in prepared
            ? (prepared.request as InjectOptions)
            : { method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, randomUUID()) };
        for (const parameter of (operation.parameters ?? []).filter((item) => item.in === 'query'))
          for (const value of HOSTILE_TEXT.slice(0, 5))
            await send(
              actorFor(key),
              { ...base, query: { ...(base.query as object), [parameter.name]: value } },
              `${key} ?${parameter.name}`,
            );
        for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!))
          for (const value of ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(2000), '..%2F..%2Fetc'])
            await send(
              actorFor(key),
              {
                ...base,
                url: path.replace(/\{[^}]+\}/g, (found) => (found === `{${name}}` ? value : randomUUID())),
              },
              `${key} {${name}}=${value.slice(0, 12)}`,
            );
      }
    }
    expect(failures).toEqual([]);
    // The sweep reached past validation: some answers were successes, not only refusals.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 600_000);
});
