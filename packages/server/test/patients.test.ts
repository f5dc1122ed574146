import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient visibility on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let homeFacility: string;
  let otherFacility: string;
  const people: Record<
    'admin' | 'otherAdmin' | 'nurse' | 'parent' | 'otherParent' | 'driver' | 'superAdmin',
    TestUser
  > = {} as never;
  const children: Record<'lily' | 'noah' | 'unassigned' | 'elsewhere', string> = {} as never;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const db = database.db;
    homeFacility = await createFacility(db);
    otherFacility = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', homeFacility);
    people.otherAdmin = await createUser(db, 'administrator', otherFacility);
    people.nurse = await createUser(db, 'nurse', homeFacility);
    people.parent = await createUser(db, 'parent', homeFacility);
    people.otherParent = await createUser(db, 'parent', homeFacility);
    people.driver = await createUser(db, 'driver', homeFacility);
    people.superAdmin = await createUser(db, 'super_admin', homeFacility);
    children.lily = await createPatient(db, homeFacility, {
      firstName: 'Lily',
      lastName: 'Nguyen',
      allergies: [{ allergen: 'Latex', reaction: 'Hives', severity: 'severe', notes: null }],
    });
    children.noah = await createPatient(db, homeFacility, {
      firstName: 'Noah',
      lastName: 'Ibarra',
      isActive: false,
    });
    children.unassigned = await createPatient(db, homeFacility, { firstName: 'Zoe', lastName: 'Park' });
    children.elsewhere = await createPatient(db, otherFacility, { firstName: 'Omar', lastName: 'Haddad' });
    await linkParent(db, children.lily, people.parent.id);
    await linkParent(db, children.unassigned, people.otherParent.id);
    await assignStaff(db, children.lily, people.nurse, people.admin.id);
    await assignStaff(db, children.noah, people.nurse, people.admin.id);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await signInAs(app, user) } });
  const listedIds = async (user: TestUser, query = '') =>
    ((await get(user, `/api/patients${query}`)).json().items as { id: string }[])
      .map((item) => item.id)
      .sort();

  it('answers 401 to a signed-out visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/patients' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.notAuthenticated);
  });

  it('answers 400 for an unknown filter and a page size over the limit', async () => {
    expect((await get(people.admin, '/api/patients?filter=everyone')).statusCode).toBe(400);
    expect((await get(people.admin, '/api/patients?pageSize=5000')).statusCode).toBe(400);
  });

  it('answers 400 for a patient id that is not a UUID', async () => {
    expect((await get(people.admin, '/api/patients/not-a-uuid')).statusCode).toBe(400);
  });

  it('shows an administrator the patients of their own facility only', async () => {
    expect(await listedIds(people.admin)).toEqual([children.lily, children.noah, children.unassigned].sort());
  });

  it('shows super_admin every facility', async () => {
    expect(await listedIds(people.superAdmin)).toEqual(Object.values(children).sort());
  });

  it('shows a parent only their linked children', async () => {
    expect(await listedIds(people.parent)).toEqual([children.lily]);
  });

  it('shows a nurse only the patients assigned to them', async () => {
    expect(await listedIds(people.nurse)).toEqual([children.lily, children.noah].sort());
  });

  it('shows a driver no child until routes exist', async () => {
    expect(await listedIds(people.driver)).toEqual([]);
  });

  it('shows a pending self-registered account no patient, only that it waits for approval', async () => {
    const pending = await createUser(database.db, 'nurse', homeFacility, { status: 'pending' });
    await assignStaff(database.db, children.lily, pending, people.admin.id);
    const response = await get(pending, '/api/patients');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.pendingApproval);
  });

  it('filters by search text, active, inactive and allergies, with footer counts over all visible patients', async () => {
    const response = await get(people.admin, '/api/patients?search=nguy');
    expect(response.json()).toMatchObject({
      total: 1,
      totalCount: 3,
      activeCount: 2,
      withAllergiesCount: 1,
    });
    expect(await listedIds(people.admin, '?filter=inactive')).toEqual([children.noah]);
    expect(await listedIds(people.admin, '?filter=active')).toEqual(
      [children.lily, children.unassigned].sort(),
    );
    expect(await listedIds(people.admin, '?filter=allergies')).toEqual([children.lily]);
    expect(await listedIds(people.admin, '?search=%25')).toEqual([]);
  });

  it('pages the list in name order', async () => {
    const first = (await get(people.admin, '/api/patients?pageSize=2&page=1')).json();
    const second = (await get(people.admin, '/api/patients?pageSize=2&page=2')).json();
    expect(first.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Ibarra', 'Nguyen']);
    expect(second.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Park']);
  });

  it('answers 404 "Patient not found" when the parent of another child asks for this chart', async () => {
    const response = await get(people.otherParent, `/api/patients/${children.lily}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGES.patientNotFound);
  });

  it("answers 404 when an administrator asks for the other facility's patient", async () => {
    const response = await get(people.otherAdmin, `/api/patients/${children.lily}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers 403 "Access denied to patient records" to a nurse opening an unassigned chart of her facility', async () => {
    const response = await get(people.nurse, `/api/patients/${children.unassigned}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(MESSAGES.accessDeniedToPatient);
  });

  it('answers the whole chart to the parent of the child, with allergies', async () => {
    const response = await get(people.parent, `/api/patients/${children.lily}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().patient).toMatchObject({
      id: children.lily,
      firstName: 'Lily',
      allergies: [{ allergen: 'Latex', severity: 'severe' }],
    });
  });

  it('writes every patient read to the audit log with the real user, role, IP and session', async () => {
    const cookie = await signInAs(app, people.parent);
    await app.inject({
      method: 'GET',
      url: '/api/patients',
      headers: { cookie, 'user-agent': 'audit-test' },
    });
    await app.inject({ method: 'GET', url: `/api/patients/${children.lily}`, headers: { cookie } });
    await app.inject({ method: 'GET', url: `/api/patients/${children.elsewhere}`, headers: { cookie } });
    const session = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', people.parent.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const rows = await database.db
      .selectFrom('audit_log')
      .select(['action', 'user_role', 'resource_id', 'success', 'ip_address', 'user_agent'])
      .where('session_id', '=', session.id)
      .where('action', 'in', ['VIEW_PATIENT_LIST', 'VIEW_PATIENT'])
      .orderBy('sequence')
      .execute();
    expect(rows).toEqual([
      {
        action: 'VIEW_PATIENT_LIST',
        user_role: 'parent',
        resource_id: null,
        success: true,
        ip_address: '127.0.0.1',
        user_agent: 'audit-test',
      },
      {
        action: 'VIEW_PATIENT',
        user_role: 'parent',
        resource_id: children.lily,
        success: true,
        ip_address: '127.0.0.1',
        user_agent: 'lightMyRequest',
      },
      {
        action: 'VIEW_PATIENT',
        user_role: 'parent',
        resource_id: children.elsewhere,
        success: false,
        ip_address: '127.0.0.1',
        user_agent: 'lightMyRequest',
      },
    ]);
  });

  it('lets no PHI leave in the list beyond the presented fields', async () => {
    const item = (await get(people.admin, '/api/patients')).json().items[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'allergyCount',
        'careComplexity',
        'dateOfBirth',
        'firstName',
        'id',
        'isActive',
        'lastName',
        'medicalRecordNumber',
        'primaryDiagnosis',
      ].sort(),
    );
  });
});
