import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFingerprint } from './support/data-fingerprint.ts';
import { createFacility, createPatient, createSessionCookie, createUser } from './support/factories.ts';
import { injectRoute } from './support/inject-route.ts';
import { buildTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Values an attacker or a broken client sends. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    "' OR 1=1 --",
    "'); DROP TABLE patients; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 🧒',
    'NaN',
    -1,
    0,
    1e308,
    true,
    [],
    {},
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 6_000 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

/** A body: anything at all, or an object whose fields (often the route's own) carry hostile values. */
const hostileBody = (fieldNames: string[]) =>
  fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.dictionary(
      fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'role', 'facilityId'),
      hostileValue,
      {
        maxKeys: 8,
      },
    ),
  );

/** The property names of a route's JSON request body schema, from the OpenAPI document. */
function bodyFieldNames(operation: Record<string, unknown>): string[] {
  const content = (
    operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> }
  )?.content;
  return Object.keys(content?.['application/json']?.schema?.properties ?? {});
}

describe('API fuzzing: hostile requests to every route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let administratorId: string;
  let patientId: string;
  let operations: { method: string; path: string; fields: string[] }[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    administratorId = (await createUser(database.db, 'super_admin', facility)).id;
    patientId = await createPatient(database.db, facility);
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        fields: bodyFieldNames(operation),
      })),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('never answers 5xx, always answers 4xx in the error shape, and changes nothing on a rejected write', async () => {
    const failures: string[] = [];
    const answers = new Map<number, number>();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          hostileBody(operation.fields),
          fc.oneof(fc.constant(patientId), fc.uuid(), fc.string({ maxLength: 60 })),
          fc.dictionary(
            fc.constantFrom('page', 'pageSize', 'filter', 'search', 'resolved', 'from', 'to', 'user'),
            fc.string({ maxLength: 30 }),
          ),
          async (body, pathValue, query) => {
            const url = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue) || randomUUID());
            const before =
              operation.method === 'GET' ? '' : JSON.stringify(await dataFingerprint(database.db));
            const response = await injectRoute(app, {
              method: operation.method as 'GET',
              url,
              query,
              headers: {
                cookie: await createSessionCookie(database.db, administratorId),
                'content-type': 'application/json',
              },
              ...(operation.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
            });
            answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
            const where = `${operation.method} ${operation.path} body=${JSON.stringify(body)?.slice(0, 120)}`;
            if (response.statusCode >= 500)
              failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            if (response.statusCode >= 400 && response.statusCode < 500) {
              const shape = response.json() as { error?: { code?: unknown; message?: unknown } };
              if (typeof shape.error?.code !== 'string' || typeof shape.error?.message !== 'string') {
                failures.push(`${where}: ${response.statusCode} without the error shape`);
              }
              if (operation.method !== 'GET' && JSON.stringify(await dataFingerprint(database.db)) !== before)
                failures.push(`${where}: rejected but changed data`);
            }
            expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
          },
        ),
        { numRuns: 12, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
    // The requests reached past validation too, not only into 400s.
    expect([...answers.keys()].filter((status) => status < 300).length).toBeGreaterThan(1);
    expect([...answers.values()].reduce((sum, count) => sum + count, 0)).toBe(operations.length * 12);
  }, 300_000);
});
