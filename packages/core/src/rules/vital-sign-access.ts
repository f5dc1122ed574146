import type { Role } from '../roles.ts';

/**
 * Who reads and records vital signs: the spec's capability table ("Record vitals; vital signs route:
 * nurse, administrator") and the permission map (nurse vital_signs read and create; super_admin holds
 * everything). Therapists, parents and drivers neither see nor record them.
 */
export const VITAL_SIGN_ROLES = ['nurse', 'administrator', 'super_admin'] as const satisfies readonly Role[];

/** Whether a role reads, records and exports vital signs (the patient must still be one they may see). */
export function canRecordVitalSigns(role: Role): boolean {
  return (VITAL_SIGN_ROLES as readonly Role[]).includes(role);
}
