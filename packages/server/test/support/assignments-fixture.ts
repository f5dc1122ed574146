import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { createFacility, createPatient, createUser, type TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** Who acts in the assignment stories; `inactiveNurse` is a deactivated account of the home facility. */
export type AssignmentsPerson =
  'admin' | 'otherAdmin' | 'nurse' | 'therapist' | 'parent' | 'otherNurse' | 'inactiveNurse';

/** A staff member's stored patient count beside the number of their active assignment rows. */
export interface StaffCounts {
  count: number;
  activeAssignments: number;
}

/** Two facilities, their staff and children, and the assignment requests. */
export interface AssignmentsFixture extends IntegrationSuite {
  /** The administrator's facility (home) and another one (other). */
  facilities: { home: string; other: string };
  people: Record<AssignmentsPerson, TestUser>;
  /** Lily (needs physical and speech therapy), Noah, an inactive child, and Omar elsewhere. */
  children: Record<'lily' | 'noah' | 'inactive' | 'elsewhere', string>;
  /** POSTs an assignment, as the home administrator unless another user is given. */
  assign(payload: object, user?: TestUser): Promise<LightMyRequestResponse>;
  /** Ends an assignment, as the home administrator unless another user is given. */
  unassign(assignmentId: string, user?: TestUser): Promise<LightMyRequestResponse>;
  /** GETs the assignments overview, as the home administrator unless another user is given. */
  overview(user?: TestUser): Promise<LightMyRequestResponse>;
  /** A staff member's stored count and active assignments, which must always agree. */
  countsOf(staffId: string): Promise<StaffCounts>;
}

/** The body that makes a staff member a patient's primary nurse. */
export function nurseAssignment(patientId: string, staffId: string) {
  return { patientId, staffId, assignmentType: 'primary_nurse' };
}

/**
 * Registers, in the calling describe block, a fresh database and API with two facilities, their staff
 * and children; answers the fixture.
 */
export function setUpAssignmentsFixture(kind: 'pglite' | 'postgresql'): AssignmentsFixture {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  const facilities = { home: '', other: '' };
  const people = {} as Record<AssignmentsPerson, TestUser>;
  const children = {} as Record<'lily' | 'noah' | 'inactive' | 'elsewhere', string>;

  beforeAll(async () => {
    const db = database.db;
    facilities.home = await createFacility(db);
    facilities.other = await createFacility(db);
    people.admin = await createUser(db, 'administrator', facilities.home);
    people.otherAdmin = await createUser(db, 'administrator', facilities.other);
    people.nurse = await createUser(db, 'nurse', facilities.home, { firstName: 'Nadia' });
    people.therapist = await createUser(db, 'therapist', facilities.home, { firstName: 'Theo' });
    people.parent = await createUser(db, 'parent', facilities.home);
    people.otherNurse = await createUser(db, 'nurse', facilities.other);
    people.inactiveNurse = await createUser(db, 'nurse', facilities.home, { isActive: false });
    children.lily = await createPatient(db, facilities.home, {
      firstName: 'Lily',
      requiredTherapies: ['physical', 'speech'],
    });
    children.noah = await createPatient(db, facilities.home, { firstName: 'Noah' });
    children.inactive = await createPatient(db, facilities.home, { firstName: 'Ina', isActive: false });
    children.elsewhere = await createPatient(db, facilities.other, { firstName: 'Omar' });
  });

  return {
    ...suite,
    facilities,
    people,
    children,
    assign: (payload, user = people.admin) => post(user, '/api/assignments', payload),
    unassign: (assignmentId, user = people.admin) => post(user, `/api/assignments/${assignmentId}/unassign`),
    overview: (user = people.admin) => get(user, '/api/assignments/overview'),
    countsOf: async (staffId) => {
      const user = await database.db
        .selectFrom('users')
        .select(['current_patient_count'])
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow();
      const active = await database.db
        .selectFrom('staff_assignments')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('staff_id', '=', staffId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow();
      return { count: user.current_patient_count, activeAssignments: Number(active.count) };
    },
  };
}
