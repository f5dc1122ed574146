import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { incidentPolicy } from './incidents.ts';
import type { PolicyActor } from './policy-actor.ts';

/** An approved member of a facility in `role` (parents reach their children through their links). */
function actorOf(role: Role, overrides: Partial<PolicyActor> = {}): PolicyActor {
  return {
    userId: 'the-actor',
    role,
    facilityId: role === 'parent' ? null : 'the-facility',
    isPending: false,
    ...overrides,
  };
}

/** The roles a decision allows. */
const rolesAllowedBy = (decision: (actor: PolicyActor) => boolean) =>
  ROLES.filter((role) => decision(actorOf(role)));

describe('incident and abuse reports (Florida 59A-13.005, 26 TAC §550.903)', () => {
  it('lets a nurse or an administrator report, not a therapist, a driver or a parent', () => {
    expect(rolesAllowedBy(incidentPolicy.canReport)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it('lets only administrators review and close', () => {
    expect(rolesAllowedBy(incidentPolicy.canReview)).toEqual(['administrator', 'super_admin']);
  });

  it('lets the parent, the nurse and the administrator read; not a therapist or a driver', () => {
    expect(rolesAllowedBy(incidentPolicy.canRead)).toEqual([
      'parent',
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('gives a parent the family view only, never the whole report', () => {
    expect(rolesAllowedBy(incidentPolicy.canReadWhole)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it('refuses a pending account and staff without a facility everything', () => {
    for (const decision of Object.values(incidentPolicy)) {
      expect(decision(actorOf('nurse', { isPending: true }))).toBe(false);
      expect(decision(actorOf('administrator', { facilityId: null }))).toBe(false);
    }
  });
});
