import { describe, expect, it } from 'vitest';
import type { PolicyActor } from './policy-actor.ts';
import { holdsPersonnelRecord, staffingPolicy } from './staffing.ts';

const actor = (role: PolicyActor['role'], userId: string = role): PolicyActor => ({
  userId,
  role,
  facilityId: 'home',
  isPending: false,
});

describe('staffingPolicy (Texas 26 TAC §550.410, §550.417)', () => {
  it('lets staff clock in and out, never parents or pending accounts', () => {
    for (const role of ['nurse', 'therapist', 'driver', 'administrator'] as const)
      expect(staffingPolicy.canClock(actor(role))).toBe(true);
    expect(staffingPolicy.canClock(actor('parent'))).toBe(false);
    expect(staffingPolicy.canClock({ ...actor('nurse'), isPending: true })).toBe(false);
  });

  it('offers the time clock only to an actor with a facility to clock at', () => {
    expect(staffingPolicy.canClockAtFacility(actor('nurse'))).toBe(true);
    expect(staffingPolicy.canClockAtFacility({ ...actor('super_admin'), facilityId: null })).toBe(false);
    expect(staffingPolicy.canClockAtFacility(actor('parent'))).toBe(false);
  });

  it('keeps a personnel record for staff of a facility, never for parents', () => {
    expect(holdsPersonnelRecord({ role: 'nurse', facilityId: 'home' })).toBe(true);
    expect(holdsPersonnelRecord({ role: 'parent', facilityId: 'home' })).toBe(false);
    expect(holdsPersonnelRecord({ role: 'super_admin', facilityId: null })).toBe(false);
  });

  it('shows the ratio only to a reader of staffing with a facility', () => {
    expect(staffingPolicy.canReadFacilityStaffing(actor('super_admin'))).toBe(true);
    expect(staffingPolicy.canReadFacilityStaffing({ ...actor('super_admin'), facilityId: null })).toBe(false);
    expect(staffingPolicy.canReadFacilityStaffing(actor('nurse'))).toBe(false);
  });

  it('leaves corrections, the ratio and the timecards to administrators', () => {
    expect(staffingPolicy.canCorrectShift(actor('administrator'))).toBe(true);
    expect(staffingPolicy.canCorrectShift(actor('nurse'))).toBe(false);
    expect(staffingPolicy.canReadStaffing(actor('administrator'))).toBe(true);
    expect(staffingPolicy.canReadStaffing(actor('nurse'))).toBe(false);
  });

  it('shows credentials to administrators and to their holder only', () => {
    expect(
      staffingPolicy.canReadCredentials(actor('administrator'), { userId: 'nurse', role: 'nurse' }),
    ).toBe(true);
    expect(staffingPolicy.canReadCredentials(actor('nurse'), { userId: 'nurse', role: 'nurse' })).toBe(true);
    expect(
      staffingPolicy.canReadCredentials(actor('nurse', 'colleague'), { userId: 'nurse', role: 'nurse' }),
    ).toBe(false);
    expect(staffingPolicy.canReadCredentials(actor('parent'), { userId: 'parent', role: 'parent' })).toBe(
      false,
    );
  });

  it('lets administrators record credentials of staff, not of parents, and verify them', () => {
    expect(
      staffingPolicy.canRecordCredential(actor('administrator'), { userId: 'nurse', role: 'nurse' }),
    ).toBe(true);
    expect(
      staffingPolicy.canRecordCredential(actor('administrator'), { userId: 'parent', role: 'parent' }),
    ).toBe(false);
    expect(staffingPolicy.canRecordCredential(actor('nurse'), { userId: 'nurse', role: 'nurse' })).toBe(
      false,
    );
    expect(staffingPolicy.canVerifyCredential(actor('administrator'))).toBe(true);
    expect(staffingPolicy.canVerifyCredential(actor('driver'))).toBe(false);
  });
});
