import { describe, expect, it } from 'vitest';
import { immunizationPolicy } from './immunizations.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

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
