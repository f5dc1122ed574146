import type { Role } from './roles.ts';

/** Resources of the spec's permission map. */
export type Resource =
  | 'patients'
  | 'clinical_notes'
  | 'therapy_notes'
  | 'medications'
  | 'vital_signs'
  | 'documents'
  | 'messages'
  | 'transport'
  | 'billing'
  | 'eod_reports'
  | 'users'
  | 'reports'
  | 'audit_logs';

/** Actions of the spec's permission map. */
export type Action = 'read' | 'create' | 'update' | 'amend' | 'administer' | 'upload';

type PermissionMap = Partial<Record<Resource, readonly Action[]>>;

/** The spec's permission map (part 1, section 6), resource by resource. super_admin holds everything. */
export const PERMISSIONS: Record<Exclude<Role, 'super_admin'>, PermissionMap> = {
  parent: {
    patients: ['read'],
    clinical_notes: ['read'],
    documents: ['read', 'upload'],
    messages: ['read', 'create'],
    transport: ['read'],
  },
  nurse: {
    patients: ['read', 'update'],
    clinical_notes: ['read', 'create', 'amend'],
    medications: ['read', 'administer'],
    vital_signs: ['read', 'create'],
    documents: ['read', 'create'],
    billing: ['read'],
    eod_reports: ['read'],
  },
  therapist: {
    patients: ['read', 'update'],
    clinical_notes: ['read', 'create', 'amend'],
    therapy_notes: ['read', 'create', 'update'],
    documents: ['read', 'create'],
    billing: ['read'],
    eod_reports: ['read'],
  },
  administrator: {
    patients: ['read', 'create', 'update'],
    clinical_notes: ['read', 'create', 'amend'],
    users: ['read', 'create', 'update'],
    reports: ['read', 'create'],
    billing: ['read', 'create', 'update'],
    transport: ['read', 'create', 'update'],
    eod_reports: ['read', 'create'],
    audit_logs: ['read'],
  },
  driver: {
    transport: ['read', 'update'],
    patients: ['read'],
  },
};

/** Whether `role` holds `action` on `resource` in the permission map. */
export function hasPermission(role: Role, resource: Resource, action: Action): boolean {
  if (role === 'super_admin') return true;
  return PERMISSIONS[role][resource]?.includes(action) ?? false;
}

/** The permission list of a role as "resource:action" strings (the User entity's `permissions`). */
export function listPermissions(role: Role): string[] {
  if (role === 'super_admin') return ['*'];
  return Object.entries(PERMISSIONS[role]).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => `${resource}:${action}`),
  );
}
