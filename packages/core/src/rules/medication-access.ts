import { hasPermission } from '../permissions.ts';
import { isAdministrator, type Role } from '../roles.ts';
import { canAccessRoute } from '../routes.ts';

/**
 * Whether a role sees the Medications tab of a chart: everyone who may open a chart (the patient
 * itself must still be one they may see).
 */
export function canViewMedications(role: Role): boolean {
  return canAccessRoute(role, '/patients/:patientId');
}

/**
 * Whether a role records doses: the permission map's "medications: administer" (nurse, super_admin) and,
 * by the spec's capability table (part 2, section 6), the administrator.
 */
export function canAdministerMedication(role: Role): boolean {
  return hasPermission(role, 'medications', 'administer') || role === 'administrator';
}

/** Whether a role adds medications to a chart: nurse and administrator (and super_admin), as the spec's capability table says. */
export function canAddMedication(role: Role): boolean {
  return canAdministerMedication(role);
}

/**
 * Whether a user may correct an administration record: its author, if they still record doses, or an
 * administrator of the facility.
 */
export function canAmendAdministration(role: Role, isAuthor: boolean): boolean {
  return canAdministerMedication(role) && (isAuthor || isAdministrator(role));
}
