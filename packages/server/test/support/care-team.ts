import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { PatientRecord } from '../../src/patients/patient-records.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './factories.ts';

/** The people every clinical story shares: Lily's team at home, and another facility's staff. */
export type CareTeamPerson =
  'admin' | 'nurse' | 'colleague' | 'therapist' | 'driver' | 'parent' | 'otherAdmin' | 'otherNurse';

/** Two facilities, the shared people, and three children: Lily and Zoe at home, Omar elsewhere. */
export interface CareTeam {
  home: string;
  elsewhere: string;
  people: Record<CareTeamPerson, TestUser>;
  children: Record<'lily' | 'zoe' | 'omar', string>;
}

/** What a story changes in the shared team: the home clock, the nurse's first name, Lily's record. */
export interface CareTeamOptions {
  homeZone?: string;
  nurseFirstName?: string;
  lily?: Partial<PatientRecord>;
}

/**
 * Creates the home facility (in `homeZone`) with its administrator, Lily's nurse, colleague and therapist
 * (all three assigned to Lily Nguyen), a driver and Lily's parent, and Zoe Park with nobody assigned; and
 * a facility in Phoenix whose administrator assigned its nurse to Omar Haddad.
 */
export async function createCareTeam(db: Kysely<Database>, options: CareTeamOptions = {}): Promise<CareTeam> {
  const home = await createFacility(db, options.homeZone);
  const elsewhere = await createFacility(db, 'America/Phoenix');
  const people: Record<CareTeamPerson, TestUser> = {
    admin: await createUser(db, 'administrator', home),
    nurse: await createUser(db, 'nurse', home, { firstName: options.nurseFirstName ?? 'Nadia' }),
    colleague: await createUser(db, 'nurse', home),
    therapist: await createUser(db, 'therapist', home),
    driver: await createUser(db, 'driver', home),
    parent: await createUser(db, 'parent', home),
    otherAdmin: await createUser(db, 'administrator', elsewhere),
    otherNurse: await createUser(db, 'nurse', elsewhere),
  };
  const children = {
    lily: await createPatient(db, home, { firstName: 'Lily', lastName: 'Nguyen', ...options.lily }),
    zoe: await createPatient(db, home, { firstName: 'Zoe', lastName: 'Park' }),
    omar: await createPatient(db, elsewhere, { firstName: 'Omar', lastName: 'Haddad' }),
  };
  await linkParent(db, children.lily, people.parent.id);
  for (const staff of [people.nurse, people.colleague, people.therapist])
    await assignStaff(db, children.lily, staff, people.admin.id);
  await assignStaff(db, children.omar, people.otherNurse, people.otherAdmin.id);
  return { home, elsewhere, people, children };
}
