import type { Role } from '../roles.ts';

/** Who opens the Documents screen and reads documents: the spec's "Documents screen" row, and super_admin. */
export const DOCUMENT_READERS = ['nurse', 'therapist', 'administrator', 'super_admin', 'parent'] as const;

/** Who uploads: the spec's capability table "Upload documents: nurse, administrator, parent", and super_admin. */
export const DOCUMENT_UPLOADERS = ['nurse', 'administrator', 'super_admin', 'parent'] as const;

/** Whether a role lists, views, downloads and prints documents (of patients it may see). */
export function canReadDocuments(role: Role): boolean {
  return (DOCUMENT_READERS as readonly Role[]).includes(role);
}

/** Whether a role uploads documents (for patients it may see): not therapists, not drivers. */
export function canUploadDocuments(role: Role): boolean {
  return (DOCUMENT_UPLOADERS as readonly Role[]).includes(role);
}
