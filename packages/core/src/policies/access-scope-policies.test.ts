import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import { reachesOnlyCareTeam } from './care-team.ts';
import { facilityOfRequest, facilityScopeOf } from './facility-scope.ts';
import { medicationPolicy } from './medications.ts';
import type { PolicyActor } from './policy-actor.ts';

/** An approved account in `role` of `facilityId`. */
function actorOf(role: Role, facilityId: string | null = 'own-facility'): PolicyActor {
  return { userId: 'the-actor', role, facilityId, isPending: false };
}

describe('facilityScopeOf: the one facility rule of every list', () => {
  it('spans every facility for a super_admin, with or without a facility of their own', () => {
    expect(facilityScopeOf(actorOf('super_admin'))).toEqual({ isEveryFacility: true });
    expect(facilityScopeOf(actorOf('super_admin', null))).toEqual({ isEveryFacility: true });
  });

  it('stops at their own facility for everyone else, and at none without one', () => {
    for (const role of ROLES.filter((candidate) => candidate !== 'super_admin')) {
      expect(facilityScopeOf(actorOf(role))).toEqual({ isEveryFacility: false, facilityId: 'own-facility' });
      expect(facilityScopeOf(actorOf(role, null))).toEqual({ isEveryFacility: false, facilityId: null });
    }
  });
});

describe('facilityOfRequest: the facility a request about one facility is for', () => {
  it('takes the facility a super_admin names, else their own, else none', () => {
    expect(facilityOfRequest(actorOf('super_admin'), 'named')).toBe('named');
    expect(facilityOfRequest(actorOf('super_admin'), undefined)).toBe('own-facility');
    expect(facilityOfRequest(actorOf('super_admin', null), undefined)).toBeNull();
  });

  it('keeps an administrator to their own facility whatever they name', () => {
    expect(facilityOfRequest(actorOf('administrator'), 'another')).toBe('own-facility');
    expect(facilityOfRequest(actorOf('administrator'), undefined)).toBe('own-facility');
    expect(facilityOfRequest(actorOf('administrator', null), 'another')).toBeNull();
  });
});

describe('reachesOnlyCareTeam: nurses and therapists reach only their care team', () => {
  it('holds for nurses and therapists, and for no other role', () => {
    for (const role of ROLES)
      expect(reachesOnlyCareTeam(actorOf(role))).toBe(role === 'nurse' || role === 'therapist');
  });

  it('lets a nurse change only an order of a child of her care team; an administrator any', () => {
    expect(medicationPolicy.canChangeOrder(actorOf('nurse'), { isOnCareTeam: true })).toBe(true);
    expect(medicationPolicy.canChangeOrder(actorOf('nurse'), { isOnCareTeam: false })).toBe(false);
    expect(medicationPolicy.canChangeOrder(actorOf('administrator'), { isOnCareTeam: false })).toBe(true);
    expect(medicationPolicy.canChangeOrder(actorOf('therapist'), { isOnCareTeam: true })).toBe(false);
  });
});
