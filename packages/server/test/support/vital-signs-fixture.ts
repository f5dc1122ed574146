import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { beforeAll } from 'vitest';
import type { VitalSignsListResponse } from '@carenest/core';
import type { Database } from '../../src/db/schema.ts';
import { createCareTeam, type CareTeamPerson } from './care-team.ts';
import { assignStaff, createUser, type TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** A zone 11 hours behind UTC: its "today" starts at 11:00 UTC, far from the server's midnight. */
export const FACILITY_ZONE = 'Etc/GMT+11';

/**
 * Who acts in the vital-sign stories: the shared care team (the nurse's first name is a spreadsheet
 * formula, for the CSV export), and a nurse who looks after Zoe, not Lily.
 */
export type VitalSignsPerson = CareTeamPerson | 'unassignedNurse';

/** Two facilities, their people and children, and the vital-sign requests. */
export interface VitalSignsFixture extends IntegrationSuite {
  people: Record<VitalSignsPerson, TestUser>;
  /** Lily (nurse, colleague and therapist assigned, parent linked), Zoe, and Omar elsewhere. */
  children: Record<'lily' | 'zoe' | 'omar', string>;
  /** POSTs a reading as the user. */
  record(user: TestUser, fields: object): Promise<LightMyRequestResponse>;
  /** The vital-signs list as the user sees it, with an optional query string. */
  list(user: TestUser, query?: string): Promise<VitalSignsListResponse>;
  /** The notifications a user has received. */
  notificationsOf(user: TestUser): Promise<Selectable<Database['notifications']>[]>;
  /** The audit rows of one action, oldest first. */
  auditRows(action: string): Promise<Selectable<Database['audit_log']>[]>;
  /**
   * Records Lily's three readings of the recording stories: a normal one and a critical one (103.2 °F,
   * 130 bpm, SpO2 88%) by her nurse, then a medium one (99.8 °F) by the administrator.
   */
  recordLilyReadings(): Promise<void>;
}

/**
 * Registers, in the calling describe block, a fresh database and API with a facility 11 hours behind
 * UTC and another one, their people and children; answers the fixture.
 */
export function setUpVitalSignsFixture(kind: 'pglite' | 'postgresql'): VitalSignsFixture {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  const people = {} as Record<VitalSignsPerson, TestUser>;
  const children = {} as Record<'lily' | 'zoe' | 'omar', string>;
  const record = (user: TestUser, fields: object) => post(user, '/api/vital-signs', fields);

  beforeAll(async () => {
    const db = database.db;
    const team = await createCareTeam(db, { homeZone: FACILITY_ZONE, nurseFirstName: '=HYPERLINK("x")' });
    Object.assign(people, team.people, { unassignedNurse: await createUser(db, 'nurse', team.home) });
    Object.assign(children, team.children);
    await assignStaff(db, children.zoe, people.unassignedNurse, people.admin.id);
  });

  return {
    ...suite,
    people,
    children,
    record,
    list: async (user, query = '') =>
      (await get(user, `/api/vital-signs${query}`)).json<VitalSignsListResponse>(),
    notificationsOf: (user) =>
      database.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute(),
    auditRows: (action) =>
      database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .orderBy('sequence')
        .execute(),
    recordLilyReadings: async () => {
      const readings: [TestUser, object][] = [
        [people.nurse, { temperature: 98.6, heartRate: 88 }],
        [people.nurse, { temperature: 103.2, heartRate: 130, oxygenSaturation: 88 }],
        [people.admin, { temperature: 99.8 }],
      ];
      for (const [user, fields] of readings) {
        const response = await record(user, { patientId: children.lily, ...fields });
        if (response.statusCode !== 201) throw new Error(`reading refused: ${response.body}`);
      }
    },
  };
}
