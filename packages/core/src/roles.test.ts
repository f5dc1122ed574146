import { describe, expect, it } from 'vitest';
import { hasPermission, listPermissions } from './permissions.ts';
import { isSignInRoleAccepted } from './roles.ts';

describe('sign-in role cards', () => {
  it('admit an account only through the card of its own role', () => {
    expect(isSignInRoleAccepted('nurse', 'nurse')).toBe(true);
    expect(isSignInRoleAccepted('parent', 'nurse')).toBe(false);
    expect(isSignInRoleAccepted('driver', 'administrator')).toBe(false);
  });
  it('let the Administrator card also admit super_admin', () => {
    expect(isSignInRoleAccepted('administrator', 'super_admin')).toBe(true);
    expect(isSignInRoleAccepted('nurse', 'super_admin')).toBe(false);
  });
});

describe('the permission map (spec part 1, section 6)', () => {
  it('gives parents read of patients and upload of documents, no billing', () => {
    expect(hasPermission('parent', 'patients', 'read')).toBe(true);
    expect(hasPermission('parent', 'documents', 'upload')).toBe(true);
    expect(hasPermission('parent', 'billing', 'read')).toBe(false);
  });
  it('lets nurses administer medications and therapists not', () => {
    expect(hasPermission('nurse', 'medications', 'administer')).toBe(true);
    expect(hasPermission('therapist', 'medications', 'administer')).toBe(false);
  });
  it('lets only administrators create patients, and super_admin everything', () => {
    expect(hasPermission('administrator', 'patients', 'create')).toBe(true);
    expect(hasPermission('nurse', 'patients', 'create')).toBe(false);
    expect(hasPermission('super_admin', 'audit_logs', 'read')).toBe(true);
  });
  it('gives drivers transport read and update, patient read, and their own time clock and credentials', () => {
    expect(listPermissions('driver')).toEqual([
      'transport:read',
      'transport:update',
      'patients:read',
      'time_clock:read',
      'time_clock:create',
      'credentials:read',
    ]);
  });
});
