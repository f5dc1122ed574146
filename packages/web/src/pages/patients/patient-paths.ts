import type { Role } from '@carenest/core';

/** Path of a patient's chart. */
export function patientChartPath(patientId: string): string {
  return `/patients/${encodeURIComponent(patientId)}`;
}

/** The patient list a role works from: All Patients, My Children or Assigned Patients (drivers: dashboard). */
export function patientListPathFor(role: Role): string {
  switch (role) {
    case 'administrator':
    case 'super_admin':
      return '/patients';
    case 'parent':
      return '/my-children';
    case 'nurse':
    case 'therapist':
      return '/assigned-patients';
    case 'driver':
      return '/dashboard';
  }
}
