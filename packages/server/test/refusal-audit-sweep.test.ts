import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccessRuleFor, isRoleAllowed, type ApiAccessRule } from '@carenest/core';
import { listAuditedReadRoutes, type AuditedReadRoute } from '../src/plugins/refusal-audit.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { dataFingerprint } from './support/data-fingerprint.ts';
import { createSessionCookie, createUser, type TestUser } from './support/factories.ts';
import { buildIsolationFixture, type IsolationFixture } from './support/isolation-fixture.ts';
import { listParameterizedRoutes, sweepRequestFor } from './support/isolation-routes.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/** Required query parameters of the audited reads without a path parameter, with the sweep's values. */
const QUERY_EXAMPLES: Record<string, (fixture: IsolationFixture) => string> = {
  patientId: (fixture) => fixture.resources.patient,
  format: () => 'csv',
  month: () => new Date().toISOString().slice(0, 7),
};

/**
 * Each sweep sends a few hundred requests (every declared route, each kind of refusal) and took up to 31 s on this
 * shared machine under load, past Vitest's 30 s default; like the authorization matrix it states its own limit.
 */
const SWEEP_TIMEOUT_MS = 180_000;

/** The statuses that refuse a read (bad input and a missing session are not refusals). */
const isRefusalStatus = (status: number) => status >= 403 && status < 500;

/**
 * The refusal audit (ARCHITECTURE.md, "The request path"): every route that reads PHI declares its audited
 * read, and every refusal of one, whether the route's access row refused it before the handler ran (a role
 * the row leaves out, a missing HIPAA agreement) or the handler threw it after its scoped load or policy (a
 * user of another facility, a parent of another child), leaves an audit row naming the user, the resource
 * and the refusal's message, while the refused request changes nothing else. Every declared route is swept.
 */
describe.each(TEST_DATABASES)('the refusal audit of every audited read on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: IsolationFixture;
  let routes: readonly AuditedReadRoute[];
  let unsignedNurse: TestUser;
  const cookies = new Map<TestUser, string>();
  let requestNumber = 0;

  /** The sweep's request of a route (facility A's resources), or the problems that keep it from one. */
  const requestFor = (route: AuditedReadRoute, document: OpenApiDocument) => {
    const key = `${route.method} ${route.path}`;
    if (route.path.includes('{')) {
      const parameterized = listParameterizedRoutes(document).find((candidate) => candidate.key === key);
      if (!parameterized) return { problems: [`${key}: not in the OpenAPI document`] };
      return sweepRequestFor(parameterized, fixture);
    }
    const required = (document.paths[route.path]?.[route.method.toLowerCase()]?.parameters ?? []).filter(
      (parameter) => parameter.in === 'query' && (parameter.required || parameter.name === 'patientId'),
    );
    const query: Record<string, string> = {};
    for (const { name } of required) {
      const example = QUERY_EXAMPLES[name];
      if (example) query[name] = example(fixture);
      else if (required.find((parameter) => parameter.name === name)?.required)
        return { problems: [`${key}: no example for the query parameter "${name}"`] };
    }
    return { request: { method: route.method as 'GET', url: route.path, query }, problems: [] };
  };

  /** Sends `request` as `user`, marked so its audit rows can be found, and answers the status and marker. */
  const send = async (user: TestUser, request: InjectOptions) => {
    const marker = `refusal-sweep-${(requestNumber += 1)}`;
    const response = await app.inject({
      ...request,
      headers: { cookie: cookies.get(user)!, 'user-agent': marker },
    });
    const message = isRefusalStatus(response.statusCode)
      ? (response.json<{ error: { message: string } }>().error.message ?? '')
      : '';
    return { status: response.statusCode, marker, message };
  };

  /** The audit rows a marked request left. */
  const auditRowsOf = (marker: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'resource_type', 'resource_id', 'success', 'error_message'])
      .where('user_agent', '=', marker)
      .execute();

  /** The resource id a route's audit row names for the sweep's request. */
  const expectedResourceId = (route: AuditedReadRoute, request: InjectOptions): string | null => {
    const source = route.read.resourceId;
    if (!source) return null;
    if ('query' in source) return (request.query as Record<string, string>)[source.query] ?? null;
    const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const values = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(
      request.url as string,
    )!;
    return values[names.indexOf(source.param) + 1]!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildAppWithJobs({ db: database.db, secrets: ephemeralSecrets() });
    fixture = await buildIsolationFixture(app, database.db);
    for (const [user, cookie] of fixture.cookies) cookies.set(user, cookie);
    const { facility_id: facilityA } = await database.db
      .selectFrom('users')
      .select('facility_id')
      .where('id', '=', fixture.people.nurseA.id)
      .executeTakeFirstOrThrow();
    unsignedNurse = await createUser(database.db, 'nurse', facilityA, { hasSignedHipaa: false });
    cookies.set(unsignedNurse, await createSessionCookie(database.db, unsignedNurse.id));
    routes = listAuditedReadRoutes(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('holds every route that reads PHI, each with its action and resource', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    for (const route of routes) {
      expect(route.read.action, `${route.method} ${route.path}`).toMatch(/^[A-Z_]+$/);
      expect(route.read.resourceType, `${route.method} ${route.path}`).toMatch(/^[A-Z_]+$/);
    }
  });

  it(
    'audits every refusal, from the access row or after the load, with the user, resource and reason',
    async () => {
      const document = (
        await app.inject({ method: 'GET', url: '/api/openapi.json' })
      ).json<OpenApiDocument>();
      const { administratorA, nurseA, parentA, driverA, administratorB, nurseB, therapistB, parentB } =
        fixture.people;
      const before = await dataFingerprint(database.db);
      const problems: string[] = [];
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        const rule = apiAccessRuleFor(route.method, route.path);
        const prepared = requestFor(route, document);
        if (!rule || !('request' in prepared)) {
          problems.push(...prepared.problems, ...(rule ? [] : [`${key}: no row in API_ACCESS`]));
          continue;
        }
        const refusedByRole = [driverA, parentA, nurseA, administratorA].find(
          (user) => !isRoleAllowed(rule, user.role),
        );
        const askers = [
          ...(isPhi(rule) ? [unsignedNurse] : []),
          ...(refusedByRole ? [refusedByRole] : []),
          ...(route.path.includes('{') ? [administratorB, nurseB, therapistB, parentB] : []),
        ];
        // A signed-in route that reads no PHI (the dashboard) refuses no signed-in user: nothing to prove.
        if (askers.length === 0 && rule.access === 'signed-in') continue;
        let refusals = 0;
        for (const user of askers) {
          const { status, marker, message } = await send(user, prepared.request);
          if (!isRefusalStatus(status)) continue;
          refusals += 1;
          const rows = await auditRowsOf(marker);
          const expected = {
            user_id: user.id,
            action: route.read.action,
            resource_type: route.read.resourceType,
            resource_id: expectedResourceId(route, prepared.request),
            success: false,
            error_message: message,
          };
          if (rows.length !== 1 || JSON.stringify(rows[0]) !== JSON.stringify(expected))
            problems.push(`${key} as ${user.role} (${status}): ${JSON.stringify(rows)}`);
        }
        if (refusals === 0) problems.push(`${key}: no request of the sweep was refused`);
      }
      const after = await dataFingerprint(database.db);
      for (const [figure, value] of Object.entries(before))
        if (after[figure] !== value) problems.push(`data changed: ${figure} ${value} -> ${after[figure]}`);
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'audits every answered read too, as a success, under the same action and resource',
    async () => {
      const document = (
        await app.inject({ method: 'GET', url: '/api/openapi.json' })
      ).json<OpenApiDocument>();
      const { administratorA, nurseA, parentA, driverA } = fixture.people;
      const problems: string[] = [];
      for (const route of routes.filter((candidate) => candidate.path !== '/api/events')) {
        const key = `${route.method} ${route.path}`;
        const rule = apiAccessRuleFor(route.method, route.path)!;
        const prepared = requestFor(route, document);
        const owner = [administratorA, nurseA, parentA, driverA].find((user) =>
          isRoleAllowed(rule, user.role),
        );
        if (!owner || !('request' in prepared)) {
          problems.push(`${key}: no owner of facility A may read it`);
          continue;
        }
        const { status, marker } = await send(owner, prepared.request);
        const rows = await auditRowsOf(marker);
        const isAudited =
          rows.length === 1 &&
          rows[0]!.success === true &&
          rows[0]!.action === route.read.action &&
          rows[0]!.resource_id === expectedResourceId(route, prepared.request);
        if (status < 200 || status > 299 || !isAudited)
          problems.push(`${key} as ${owner.role}: ${status}, ${JSON.stringify(rows)}`);
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});

/** The parts of the OpenAPI document the sweep reads. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; required?: boolean }[]; requestBody?: unknown }>
  >;
}

/** Whether a route's row needs a HIPAA agreement. */
function isPhi(rule: ApiAccessRule): boolean {
  return 'isPhi' in rule && rule.isPhi === true;
}
