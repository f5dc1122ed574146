import { describe, expect, it } from 'vitest';
import { isMfaEnrolmentRequired } from './mfa-requirement.ts';

const facts = { isMfaEnabled: false, doesFacilityRequireMfa: false, isRealInstall: false } as const;

describe('isMfaEnrolmentRequired', () => {
  it('asks administrators and super_admins of a real install to enrol', () => {
    expect(isMfaEnrolmentRequired({ ...facts, role: 'administrator', isRealInstall: true })).toBe(true);
    expect(isMfaEnrolmentRequired({ ...facts, role: 'super_admin', isRealInstall: true })).toBe(true);
  });

  it('leaves other staff of a real install to their facility, and administrators of a demo install alone', () => {
    expect(isMfaEnrolmentRequired({ ...facts, role: 'nurse', isRealInstall: true })).toBe(false);
    expect(isMfaEnrolmentRequired({ ...facts, role: 'administrator' })).toBe(false);
  });

  it('asks staff of a facility that requires MFA, never a parent, never someone enrolled', () => {
    expect(isMfaEnrolmentRequired({ ...facts, role: 'driver', doesFacilityRequireMfa: true })).toBe(true);
    expect(isMfaEnrolmentRequired({ ...facts, role: 'parent', doesFacilityRequireMfa: true })).toBe(false);
    const enrolled = { ...facts, role: 'administrator', isRealInstall: true, isMfaEnabled: true } as const;
    expect(isMfaEnrolmentRequired(enrolled)).toBe(false);
  });
});
