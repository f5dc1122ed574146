import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../routes.ts';
import { ROLES, type Role } from '../roles.ts';
import { appointmentPolicy } from './appointments.ts';
import { dailyReportPolicy } from './daily-reports.ts';
import { medicationPolicy } from './medications.ts';
import { morningHandoffPolicy } from './morning-handoffs.ts';
import { secureMessagePolicy } from './secure-messages.ts';
import { vitalSignsPolicy } from './vital-signs.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

describe("what drivers and therapists read of a child's day: only what their permissions name", () => {
  it('lets the parent and the staff who read both doses and readings open the daily report, not a driver or a therapist', () => {
    expect(rolesAllowedBy(dailyReportPolicy.canRead)).toEqual([
      'parent',
      'nurse',
      'administrator',
      'super_admin',
    ]);
    const staffReaders = rolesAllowedBy(dailyReportPolicy.canRead).filter((role) => role !== 'parent');
    expect(staffReaders.every((role) => medicationPolicy.canRead(actorOf(role)))).toBe(true);
    expect(staffReaders.every((role) => vitalSignsPolicy.canRead(actorOf(role)))).toBe(true);
  });

  it("opens the daily report's screen to no role its policy refuses", () => {
    const screenRoles: readonly Role[] = ROUTE_ACCESS['/my-children/:patientId/daily-report/:date'];
    expect(screenRoles.filter((role) => !dailyReportPolicy.canRead(actorOf(role)))).toEqual([]);
  });

  it('lets whoever reads the medications read the morning handoff, which names home doses: never a driver', () => {
    expect(rolesAllowedBy(morningHandoffPolicy.canRead)).toEqual(rolesAllowedBy(medicationPolicy.canRead));
    expect(morningHandoffPolicy.canRead(actorOf('driver'))).toBe(false);
  });

  it('shows appointments to the family and the care team, not to a driver', () => {
    expect(rolesAllowedBy(appointmentPolicy.canRead)).toEqual([
      'parent',
      'nurse',
      'therapist',
      'administrator',
      'super_admin',
    ]);
    expect(rolesAllowedBy(appointmentPolicy.canRequest)).toEqual(['parent']);
    expect(rolesAllowedBy(appointmentPolicy.canSchedule)).toEqual(
      rolesAllowedBy(appointmentPolicy.canAnswer),
    );
    expect(appointmentPolicy.canSchedule(actorOf('driver'))).toBe(false);
  });

  it('refuses a pending account every one of them', () => {
    const pending = { ...actorOf('parent'), isPending: true };
    expect(dailyReportPolicy.canRead(pending)).toBe(false);
    expect(morningHandoffPolicy.canRead(pending)).toBe(false);
    expect(appointmentPolicy.canRead(pending)).toBe(false);
  });
});

describe('who writes in a conversation', () => {
  it('lets every writer write in an open thread and nobody in one closed by unlinking its parent', () => {
    for (const role of ROLES) {
      const actor = actorOf(role);
      expect(secureMessagePolicy.canWriteIn(actor, { isClosed: false }), role).toBe(
        secureMessagePolicy.canSend(actor),
      );
      expect(secureMessagePolicy.canWriteIn(actor, { isClosed: true }), role).toBe(false);
    }
  });
});
