import type { Selectable } from 'kysely';
import { beforeAll } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { createFacility, createUser, type TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** What an edit sends for an account, before the test changes a field. */
export interface EditBody {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  maxPatientLoad?: number;
  specializations?: string[];
}

/** Who acts in the user-management stories; `pending` is a therapist who registered and awaits approval. */
export type UserManagementPerson =
  'admin' | 'otherAdmin' | 'superAdmin' | 'nurse' | 'driver' | 'parent' | 'otherNurse' | 'pending';

/** Two facilities, their accounts, and the reads the user-management stories make. */
export interface UserManagementFixture extends IntegrationSuite {
  /** The administrator's facility (home) and another one (other). */
  facilities: { home: string; other: string };
  people: Record<UserManagementPerson, TestUser>;
  /** The emails of the accounts the user's list shows, with an optional query string. */
  listedEmails(user: TestUser, query?: string): Promise<string[]>;
  /** The body of an edit that changes nothing, as the administrator reads the account. */
  editBodyOf(user: TestUser): Promise<EditBody>;
  /** The old and new values and the actor of one action's audit rows on one account. */
  auditRows(
    action: string,
    resourceId: string,
  ): Promise<Pick<Selectable<Database['audit_log']>, 'old_values' | 'new_values' | 'user_id'>[]>;
}

/**
 * Registers, in the calling describe block, a fresh database and API with two facilities, their
 * accounts and a pending self-registration; answers the fixture.
 */
export function setUpUserManagementFixture(kind: 'pglite' | 'postgresql'): UserManagementFixture {
  const suite = setUpIntegrationSuite(kind);
  const { database, get } = suite;
  const facilities = { home: '', other: '' };
  const people = {} as Record<UserManagementPerson, TestUser>;

  beforeAll(async () => {
    const db = database.db;
    facilities.home = await createFacility(db);
    facilities.other = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', facilities.home, { firstName: 'Alma' });
    people.otherAdmin = await createUser(db, 'administrator', facilities.other);
    people.superAdmin = await createUser(db, 'super_admin', facilities.home);
    people.nurse = await createUser(db, 'nurse', facilities.home, { firstName: 'Nadia' });
    people.driver = await createUser(db, 'driver', facilities.home);
    people.parent = await createUser(db, 'parent', facilities.home);
    people.otherNurse = await createUser(db, 'nurse', facilities.other, { firstName: 'Olive' });
    people.pending = await createUser(db, 'therapist', null, { status: 'pending', firstName: 'Penny' });
  });

  return {
    ...suite,
    facilities,
    people,
    listedEmails: async (user, query = '') =>
      ((await get(user, `/api/users${query}`)).json().items as { email: string }[]).map(
        (listed) => listed.email,
      ),
    editBodyOf: async (user) => {
      const { user: current } = (await get(people.admin, `/api/users/${user.id}`)).json();
      return {
        email: current.email,
        firstName: current.firstName,
        lastName: current.lastName,
        role: current.role,
        isActive: current.isActive,
      };
    },
    auditRows: (action, resourceId) =>
      database.db
        .selectFrom('audit_log')
        .select(['old_values', 'new_values', 'user_id'])
        .where('action', '=', action)
        .where('resource_id', '=', resourceId)
        .execute(),
  };
}
