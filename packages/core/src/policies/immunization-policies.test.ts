import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { immunizationPolicy } from './immunizations.ts';
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

describe("who keeps a child's immunization record", () => {
  it('lets parents, nurses and administrators read it', () => {
    expect(rolesAllowedBy(immunizationPolicy.canRead)).toEqual([
      'parent',
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('lets only nurses and administrators record a dose', () => {
    expect(rolesAllowedBy(immunizationPolicy.canRecord)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it('refuses a pending nurse and an administrator without a facility', () => {
    expect(immunizationPolicy.canRecord({ ...actorOf('nurse'), isPending: true })).toBe(false);
    expect(immunizationPolicy.canRead({ ...actorOf('administrator'), facilityId: null })).toBe(false);
  });
});
