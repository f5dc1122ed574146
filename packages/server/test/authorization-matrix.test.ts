import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ROLES,
  apiAccessRuleFor,
  appointmentPolicy,
  dailyReportPolicy,
  incidentPolicy,
  isRoleAllowed,
  medicationPolicy,
  morningHandoffPolicy,
  vitalSignsPolicy,
  type ApiAccessRule,
  type PolicyActor,
  type Role,
} from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createSessionCookie,
  createUser,
  linkParent,
  putOnTodaysRoute,
} from './support/factories.ts';
import { injectRoute } from './support/inject-route.ts';
import { buildTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Everyone the matrix asks: each role, plus the awkward cases. */
type Asker = Role | 'signed-out' | 'pending' | 'deactivated' | 'hipaa-unsigned';
const ASKERS: readonly Asker[] = [...ROLES, 'signed-out', 'pending', 'deactivated', 'hipaa-unsigned'];

/** The answer the core table expects: 'refused-401', 'refused-403', 'hipaa-403' or 'let-through'. */
function expectedAnswer(rule: ApiAccessRule, asker: Asker): string {
  if (rule.access === 'public') return 'let-through';
  if (asker === 'signed-out' || asker === 'deactivated') return 'refused-401';
  const role: Role = asker === 'pending' || asker === 'hipaa-unsigned' ? 'nurse' : asker;
  if (!isRoleAllowed(rule, role)) return 'refused-403';
  if (asker === 'hipaa-unsigned' && rule.isPhi) return 'hipaa-403';
  if (asker === 'pending' && rule.access === 'permission') return 'refused-403';
  return 'let-through';
}

/** The answer the server gave, in the same words. */
function actualAnswer(status: number, code: string | undefined): string {
  if (status === 401) return 'refused-401';
  if (status === 403) return code === ERROR_CODES.hipaaRequired ? 'hipaa-403' : 'refused-403';
  return 'let-through';
}

describe('the authorization matrix: every route of the OpenAPI document, for every role', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let routes: { method: string; path: string }[];
  const userIds = new Map<Asker, string>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    for (const role of ROLES) userIds.set(role, (await createUser(database.db, role, facility)).id);
    userIds.set('pending', (await createUser(database.db, 'nurse', null, { status: 'pending' })).id);
    userIds.set('deactivated', (await createUser(database.db, 'nurse', facility, { isActive: false })).id);
    userIds.set(
      'hipaa-unsigned',
      (await createUser(database.db, 'nurse', facility, { hasSignedHipaa: false })).id,
    );
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('has a row in the core access table for every route the server serves', () => {
    const missing = routes.filter((route) => !apiAccessRuleFor(route.method, route.path));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every route, for every asker, as the table derived from the spec says', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const rule = apiAccessRuleFor(route.method, route.path)!;
      for (const asker of ASKERS) {
        const userId = userIds.get(asker);
        const cookie = userId ? await createSessionCookie(database.db, userId) : undefined;
        if (asker === 'deactivated') {
          await database.db
            .updateTable('users')
            .set({ is_active: false })
            .where('id', '=', userId!)
            .execute();
        }
        const response = await injectRoute(app, {
          method: route.method as 'GET',
          url: route.path.replace(/\{[^}]+\}/g, randomUUID()),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = String(response.headers['content-type'] ?? '').includes('json')
          ? (response.json() as { error?: { code?: string } })?.error?.code
          : undefined;
        const expected = expectedAnswer(rule, asker);
        const actual = actualAnswer(response.statusCode, code);
        if (response.statusCode >= 500)
          mismatches.push(`${route.method} ${route.path} as ${asker}: ${response.statusCode}`);
        if (expected !== actual)
          mismatches.push(
            `${route.method} ${route.path} as ${asker}: expected ${expected}, got ${response.statusCode} ${code ?? ''}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);
});

/** A child's reads whose answer depends on the read right of what they show, each with the policy deciding it. */
const CHILD_READS: readonly {
  url: (patientId: string) => string;
  canRead: (actor: PolicyActor) => boolean;
}[] = [
  { url: (id) => `/api/my-children/${id}/daily-report`, canRead: dailyReportPolicy.canRead },
  { url: (id) => `/api/patients/${id}/morning-handoff`, canRead: morningHandoffPolicy.canRead },
  { url: (id) => `/api/appointments?patientId=${id}`, canRead: appointmentPolicy.canRead },
  { url: (id) => `/api/incidents?patientId=${id}`, canRead: incidentPolicy.canRead },
  { url: (id) => `/api/patients/${id}/medications`, canRead: medicationPolicy.canRead },
  { url: (id) => `/api/vital-signs?patientId=${id}`, canRead: vitalSignsPolicy.canRead },
];

describe("the authorization matrix of a child's reads: every role who sees the child gets what its permissions name", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let patientId: string;
  const actors = new Map<Role, PolicyActor>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db);
    patientId = await createPatient(database.db, facility);
    for (const role of ROLES) {
      const user = await createUser(database.db, role, role === 'parent' ? null : facility);
      actors.set(role, {
        userId: user.id,
        role,
        facilityId: role === 'parent' ? null : facility,
        isPending: false,
      });
      if (role === 'parent') await linkParent(database.db, patientId, user.id);
      if (role === 'nurse' || role === 'therapist') await assignStaff(database.db, patientId, user, user.id);
      if (role === 'driver') await putOnTodaysRoute(database.db, user.id, patientId);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 200 where the policy allows and 403 where it refuses, the driver and the therapist included', async () => {
    const mismatches: string[] = [];
    for (const [role, actor] of actors) {
      const cookie = await createSessionCookie(database.db, actor.userId);
      const chart = await app.inject({
        method: 'GET',
        url: `/api/patients/${patientId}`,
        headers: { cookie },
      });
      expect(chart.statusCode, `${role} sees the child`).toBe(200);
      for (const read of CHILD_READS) {
        const response = await app.inject({ method: 'GET', url: read.url(patientId), headers: { cookie } });
        const expected = read.canRead(actor) ? 200 : 403;
        if (response.statusCode !== expected)
          mismatches.push(`${read.url('{id}')} as ${role}: ${response.statusCode}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(dailyReportPolicy.canRead(actors.get('driver')!)).toBe(false);
    expect(dailyReportPolicy.canRead(actors.get('therapist')!)).toBe(false);
  });
});
