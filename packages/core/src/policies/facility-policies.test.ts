import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.ts';
import { facilityPolicy } from './facilities.ts';
import { actorOf } from './policy-test-actors.ts';

const own = { facilityId: 'the-facility' };
const another = { facilityId: 'another-facility' };

describe('who reads and edits a facility, and who creates facilities', () => {
  it("lets an administrator read and edit their own facility's settings, not another's", () => {
    const administrator = actorOf('administrator');
    expect(facilityPolicy.canRead(administrator, own)).toBe(true);
    expect(facilityPolicy.canEdit(administrator, own)).toBe(true);
    expect(facilityPolicy.canRead(administrator, another)).toBe(false);
    expect(facilityPolicy.canEdit(administrator, another)).toBe(false);
  });

  it('lets a super_admin read and edit any facility', () => {
    expect(facilityPolicy.canEdit(actorOf('super_admin'), another)).toBe(true);
    expect(facilityPolicy.canRead(actorOf('super_admin'), another)).toBe(true);
  });

  it('refuses nurses, therapists, drivers and parents, even on their own facility', () => {
    for (const role of ['nurse', 'therapist', 'driver', 'parent'] as const) {
      expect(facilityPolicy.canRead(actorOf(role), own)).toBe(false);
      expect(facilityPolicy.canEdit(actorOf(role), own)).toBe(false);
    }
  });

  it('shows the settings screen to administrators and super_admin only', () => {
    const openers = ROLES.filter((role) => facilityPolicy.canOpenSettings(actorOf(role)));
    expect([...openers].sort()).toEqual(['administrator', 'super_admin']);
    expect(facilityPolicy.canOpenSettings({ ...actorOf('administrator'), facilityId: null })).toBe(false);
  });

  it('lets only a super_admin create and list facilities', () => {
    expect(ROLES.filter((role) => facilityPolicy.canCreate(actorOf(role)))).toEqual(['super_admin']);
  });

  it('refuses a pending administrator', () => {
    expect(facilityPolicy.canEdit({ ...actorOf('administrator'), isPending: true }, own)).toBe(false);
  });
});
