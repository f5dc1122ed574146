import { describe, expect, it } from 'vitest';
import { canAccessRoute, navigationFor } from './routes.ts';

// The spec's entries, plus Messages (beyond the spec: the parent portal's secure messaging) after Documents, and
// Emergency (26 TAC §550.209) and Incidents (Florida 59A-13.005) last for nurses and administrators, and
// Staffing (Texas 26 TAC §550.410) after them for administrators.
describe('navigation entries by role (spec part 1, "Layout and navigation")', () => {
  const labels = (role: Parameters<typeof navigationFor>[0]) =>
    navigationFor(role).map((entry) => entry.label);

  it('gives a parent Dashboard, My Children, Documents, Messages and Transportation', () => {
    expect(labels('parent')).toEqual(['Dashboard', 'My Children', 'Documents', 'Messages', 'Transportation']);
  });
  it('gives a nurse Dashboard, Assigned Patients, Clinical Notes, Vital Signs, Documents, Messages, Emergency and Incidents', () => {
    expect(labels('nurse')).toEqual([
      'Dashboard',
      'Assigned Patients',
      'Clinical Notes',
      'Vital Signs',
      'Documents',
      'Messages',
      'Emergency',
      'Incidents',
    ]);
  });
  it('gives a therapist Dashboard, Assigned Patients, Clinical Notes, Documents and Messages', () => {
    expect(labels('therapist')).toEqual([
      'Dashboard',
      'Assigned Patients',
      'Clinical Notes',
      'Documents',
      'Messages',
    ]);
  });
  it('gives a driver Dashboard and Transportation', () => {
    expect(labels('driver')).toEqual(['Dashboard', 'Transportation']);
  });
  it('gives an administrator every entry but Assigned Patients and My Children, and Facility, Emergency, Incidents and Staffing', () => {
    expect(labels('administrator')).toEqual([
      'Dashboard',
      'All Patients',
      'Clinical Notes',
      'Vital Signs',
      'Documents',
      'Messages',
      'Transportation',
      'Billing',
      'Reports',
      'Users',
      'Assignments',
      'Facility',
      'Emergency',
      'Incidents',
      'Staffing',
    ]);
  });
  it('gives super_admin the entries the spec lists for it (no clinical notes, vitals, documents or transport)', () => {
    expect(labels('super_admin')).toEqual([
      'Dashboard',
      'All Patients',
      'Billing',
      'Reports',
      'Users',
      'Assignments',
      'Facility',
    ]);
  });
});

describe('the route table', () => {
  it('lets any signed-in role open the dashboard, profile and settings', () => {
    for (const role of ['parent', 'nurse', 'therapist', 'administrator', 'driver', 'super_admin'] as const) {
      expect(canAccessRoute(role, '/dashboard')).toBe(true);
      expect(canAccessRoute(role, '/profile')).toBe(true);
      expect(canAccessRoute(role, '/settings')).toBe(true);
    }
  });
  it('keeps billing to administrator and super_admin although nurses hold "billing read"', () => {
    expect(canAccessRoute('nurse', '/billing')).toBe(false);
    expect(canAccessRoute('super_admin', '/billing')).toBe(true);
  });
  it('opens the patient chart to every role but the driver', () => {
    expect(canAccessRoute('driver', '/patients/:patientId')).toBe(false);
    expect(canAccessRoute('parent', '/patients/:patientId')).toBe(true);
  });
  it('keeps /my-children to parents and /assigned-patients to nurses and therapists', () => {
    expect(canAccessRoute('administrator', '/my-children')).toBe(false);
    expect(canAccessRoute('therapist', '/assigned-patients')).toBe(true);
    expect(canAccessRoute('driver', '/assigned-patients')).toBe(false);
  });
  it("keeps /staffing to administrators and a staff member's page to administrator and super_admin", () => {
    expect(canAccessRoute('administrator', '/staffing')).toBe(true);
    expect(canAccessRoute('nurse', '/staffing')).toBe(false);
    expect(canAccessRoute('super_admin', '/users/:userId')).toBe(true);
    expect(canAccessRoute('nurse', '/users/:userId')).toBe(false);
  });
});
