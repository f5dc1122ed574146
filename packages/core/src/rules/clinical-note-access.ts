import { hasPermission } from '../permissions.ts';
import type { Role } from '../roles.ts';

/** Whether a role writes clinical notes (the New Note button): the permission map's "clinical_notes: create". */
export function canCreateClinicalNote(role: Role): boolean {
  return hasPermission(role, 'clinical_notes', 'create');
}

/** Whether a role amends clinical notes (the Amend button): the permission map's "clinical_notes: amend". */
export function canAmendClinicalNote(role: Role): boolean {
  return hasPermission(role, 'clinical_notes', 'amend');
}

/**
 * Whether a user may edit a note's content inline (spec part 2, section 2): only its author, holding the
 * create permission, and only before the note has been amended.
 */
export function canEditClinicalNote(role: Role, isAuthor: boolean, isAmended: boolean): boolean {
  return isAuthor && !isAmended && canCreateClinicalNote(role);
}
