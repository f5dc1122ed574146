import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.ts';
import { patientPhotoPolicy } from './patient-photos.ts';
import type { PolicyActor } from './policy-actor.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

describe("who sees and changes the child's photo", () => {
  it('shows the photo to everyone who may see the child', () => {
    expect(rolesAllowedBy(patientPhotoPolicy.canView)).toEqual([...ROLES]);
  });

  it("lets an administrator and a nurse of the child's care team change it", () => {
    const onTeam = (actor: PolicyActor) => patientPhotoPolicy.canChange(actor, { isOnCareTeam: true });
    expect(rolesAllowedBy(onTeam)).toEqual(['nurse', 'administrator', 'super_admin']);
  });

  it("refuses a nurse who is not on the child's care team, whatever else opened the chart", () => {
    const offTeam = (actor: PolicyActor) => patientPhotoPolicy.canChange(actor, { isOnCareTeam: false });
    expect(rolesAllowedBy(offTeam)).toEqual(['administrator', 'super_admin']);
  });

  it('refuses a therapist on the care team, and a pending or facility-less nurse', () => {
    expect(patientPhotoPolicy.canChange(actorOf('therapist'), { isOnCareTeam: true })).toBe(false);
    const pending = { ...actorOf('nurse'), isPending: true };
    expect(patientPhotoPolicy.canChange(pending, { isOnCareTeam: true })).toBe(false);
    const homeless = { ...actorOf('nurse'), facilityId: null };
    expect(patientPhotoPolicy.canChange(homeless, { isOnCareTeam: true })).toBe(false);
  });

  it('lets only a parent propose a photo', () => {
    expect(rolesAllowedBy(patientPhotoPolicy.canPropose)).toEqual(['parent']);
  });
});
