import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { ROUTE_SIGNATURE_CANVAS } from '@carenest/core';
import { sampleSignatureDataUrl } from '../../src/hipaa/index.ts';
import { createCareTeam, type CareTeamPerson } from './care-team.ts';
import type { TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** The staffing stories' facility, its people and children, and the requests they make. */
export interface StaffingFixture extends IntegrationSuite {
  people: Record<CareTeamPerson, TestUser>;
  children: Record<'lily' | 'zoe' | 'omar', string>;
  home: () => string;
  put(user: TestUser, url: string, payload: object): Promise<LightMyRequestResponse>;
  /** Checks a child in or out at the front desk, as the administrator. */
  desk(patientId: string, kind: 'check_in' | 'check_out'): Promise<LightMyRequestResponse>;
}

/** Registers, in the calling describe block, a fresh database and API with the shared care team. */
export function setUpStaffingFixture(kind: 'pglite' | 'postgresql'): StaffingFixture {
  const suite = setUpIntegrationSuite(kind);
  const people = {} as Record<CareTeamPerson, TestUser>;
  const children = {} as Record<'lily' | 'zoe' | 'omar', string>;
  let home = '';
  beforeAll(async () => {
    const team = await createCareTeam(suite.database.db);
    Object.assign(people, team.people);
    Object.assign(children, team.children);
    home = team.home;
  });
  return {
    ...suite,
    people,
    children,
    home: () => home,
    put: (user, url, payload) => suite.call(user, 'PUT', url, payload),
    desk: (patientId, kind) =>
      suite.post(people.admin, '/api/attendance', {
        patientId,
        kind,
        adultName: 'Mai Nguyen',
        signature: sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS),
      }),
  };
}
