import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { infectionControlPolicy } from './infection-control.ts';
import type { PolicyActor } from './policy-actor.ts';

/** An approved member of a facility in `role` (parents reach their children through their links). */
function actorOf(role: Role): PolicyActor {
  return {
    userId: 'the-actor',
    role,
    facilityId: role === 'parent' ? null : 'the-facility',
    isPending: false,
  };
}

const rolesAllowedBy = (decision: (actor: PolicyActor) => boolean) =>
  ROLES.filter((role) => decision(actorOf(role)));

describe('who takes part in illness exclusion (Florida 59A-13.020)', () => {
  it("lets parents, nurses and administrators read a child's exclusions", () => {
    expect(rolesAllowedBy(infectionControlPolicy.canReadChild)).toEqual([
      'parent',
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('lets nurses and administrators isolate a child and clear the return', () => {
    expect(rolesAllowedBy(infectionControlPolicy.canExcludeChild)).toEqual([
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('keeps staff exclusions and the infection log with the administrators', () => {
    expect(rolesAllowedBy(infectionControlPolicy.canExcludeStaff)).toEqual(['administrator', 'super_admin']);
    expect(rolesAllowedBy(infectionControlPolicy.canReadLog)).toEqual(['administrator', 'super_admin']);
  });

  it('refuses a pending nurse', () => {
    expect(infectionControlPolicy.canExcludeChild({ ...actorOf('nurse'), isPending: true })).toBe(false);
  });
});
