import { describe, expect, it } from 'vitest';
import { emergencyPolicy } from './emergency.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

describe('who takes part in emergency preparedness', () => {
  it('gives the evacuation roster to nurses and administrators only (26 TAC §550.209)', () => {
    expect(rolesAllowedBy(emergencyPolicy.canReadRoster)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it("lets nurses and administrators record a child's equipment and evacuation transport", () => {
    expect(rolesAllowedBy(emergencyPolicy.canEditNeeds)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it('keeps the drills, generator and documents logs with the administrators', () => {
    expect(rolesAllowedBy(emergencyPolicy.canReadLogs)).toEqual(['administrator', 'super_admin']);
    expect(rolesAllowedBy(emergencyPolicy.canRecordLogs)).toEqual(['administrator', 'super_admin']);
  });

  it('refuses a pending nurse and an administrator without a facility', () => {
    expect(emergencyPolicy.canReadRoster({ ...actorOf('nurse'), isPending: true })).toBe(false);
    expect(emergencyPolicy.canRecordLogs({ ...actorOf('administrator'), facilityId: null })).toBe(false);
  });
});
