import { describe, expect, it } from 'vitest';
import { appointmentPolicy } from './appointments.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

const CARE_STAFF = ['nurse', 'therapist', 'administrator', 'super_admin'];

describe('who cancels, reschedules and marks an appointment done', () => {
  it('lets the care team and the parent cancel, never a driver', () => {
    expect(rolesAllowedBy(appointmentPolicy.canCancel)).toEqual(['parent', ...CARE_STAFF]);
    expect(appointmentPolicy.canCancel(actorOf('driver'))).toBe(false);
  });

  it('lets only the care team reschedule: a parent asks instead', () => {
    expect(rolesAllowedBy(appointmentPolicy.canReschedule)).toEqual(CARE_STAFF);
    expect(appointmentPolicy.canReschedule(actorOf('parent'))).toBe(false);
  });

  it('lets only the care team mark an appointment done', () => {
    expect(rolesAllowedBy(appointmentPolicy.canComplete)).toEqual(CARE_STAFF);
    expect(appointmentPolicy.canComplete(actorOf('parent'))).toBe(false);
  });

  it('keeps answering a request with the care team though parents may now cancel', () => {
    expect(rolesAllowedBy(appointmentPolicy.canAnswer)).toEqual(CARE_STAFF);
  });

  it('refuses a pending account and staff without a facility every change', () => {
    const pending = { ...actorOf('nurse'), isPending: true };
    const unattached = { ...actorOf('nurse'), facilityId: null };
    for (const actor of [pending, unattached]) {
      expect(appointmentPolicy.canCancel(actor)).toBe(false);
      expect(appointmentPolicy.canReschedule(actor)).toBe(false);
      expect(appointmentPolicy.canComplete(actor)).toBe(false);
    }
  });
});
