import { beforeAll, describe, expect, it } from 'vitest';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/**
 * The live events the identity and administration commands publish (ARCHITECTURE.md, "Live events"): each
 * change a screen shows is announced, in its transaction, to exactly the audience that may see it.
 */
describe.each(TEST_DATABASES)('live events of assignments, accounts and monitoring on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
  const people = {} as Record<'admin' | 'nurse', TestUser>;
  let facility: string;
  let child: string;

  /** The events written about one resource, oldest first, with their audience. */
  const eventsAbout = (resourceId: string) =>
    suite.database.db
      .selectFrom('live_events')
      .select(['kind', 'patient_ids', 'user_ids', 'facility_id', 'facility_roles'])
      .where('resource_id', '=', resourceId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    const { db } = suite.database;
    facility = await createFacility(db);
    people.admin = await createUser(db, 'administrator', facility);
    people.nurse = await createUser(db, 'nurse', facility);
    child = await createPatient(db, facility);
    await db.updateTable('users').set({ max_patient_load: 5 }).where('id', '=', people.nurse.id).execute();
  });

  it('announces an assignment and its end to those who see the child and to the staff member', async () => {
    const assigned = await suite.post(people.admin, '/api/assignments', {
      patientId: child,
      staffId: people.nurse.id,
      assignmentType: 'primary_nurse',
    });
    expect(assigned.statusCode).toBe(201);
    const { id } = assigned.json().assignment;
    expect((await suite.post(people.admin, `/api/assignments/${id}/unassign`)).statusCode).toBe(200);
    const audience = {
      kind: 'assignment.changed',
      patient_ids: [child],
      user_ids: [people.nurse.id],
      facility_id: null,
      facility_roles: [],
    };
    expect(await eventsAbout(id)).toEqual([audience, audience]);
  });

  it("announces an edited account to its owner and to its facility's administrators", async () => {
    const response = await suite.call(people.admin, 'PUT', `/api/users/${people.nurse.id}`, {
      email: people.nurse.email,
      firstName: 'Nadia',
      lastName: 'Renamed',
      role: 'nurse',
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await eventsAbout(people.nurse.id)).toEqual([
      {
        kind: 'user.changed',
        patient_ids: [],
        user_ids: [people.nurse.id],
        facility_id: facility,
        facility_roles: ['administrator'],
      },
    ]);
  });

  it("announces a resolved system alert to its facility's administrators", async () => {
    const { id } = await suite.database.db
      .insertInto('system_alerts')
      .values({
        facility_id: facility,
        type: 'warning',
        title: 'Check',
        description: 'A check',
        severity: 'low',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await suite.post(people.admin, `/api/system-alerts/${id}/resolve`)).statusCode).toBe(204);
    expect(await eventsAbout(id)).toEqual([
      {
        kind: 'system-alert.changed',
        patient_ids: [],
        user_ids: [],
        facility_id: facility,
        facility_roles: ['administrator'],
      },
    ]);
  });

  it("announces a recorded and a resolved security event to its facility's administrators", async () => {
    const failed = await suite.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: people.nurse.email, password: 'Wrong!Pass1', role: 'nurse' },
    });
    expect(failed.statusCode).toBe(401);
    const { id } = await suite.database.db
      .selectFrom('security_events')
      .select('id')
      .where('event_type', '=', 'login_failure')
      .where('user_id', '=', people.nurse.id)
      .executeTakeFirstOrThrow();
    expect((await suite.post(people.admin, `/api/security-events/${id}/resolve`)).statusCode).toBe(204);
    const audience = {
      kind: 'security-event.changed',
      patient_ids: [],
      user_ids: [],
      facility_id: facility,
      facility_roles: ['administrator'],
    };
    expect(await eventsAbout(id)).toEqual([audience, audience]);
  });
});
