import { PERMISSION_CHANGES, type PermissionChange } from './permission-changes.ts';
import type { Role } from './roles.ts';

export {
  PERMISSION_CHANGES,
  PERMISSIONS_NOT_YET_ROUTED,
  type PermissionChange,
} from './permission-changes.ts';

/**
 * Resources of the permission table: the spec's permission map (part 1, section 6) and the few CareNest adds
 * where the spec's capability table names a power the map has no resource for (see PERMISSION_CHANGES).
 */
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
  | 'audit_logs'
  | 'assignments'
  | 'caseload'
  | 'security_events'
  | 'system_alerts'
  | 'facility'
  | 'attendance'
  | 'appointments'
  | 'evacuation'
  | 'emergency_logs'
  | 'incidents'
  | 'time_clock'
  | 'staffing'
  | 'credentials'
  | 'immunizations'
  | 'infection_control'
  | 'infection_log';

/** Actions of the permission table: the spec's six and `emergency_access` (break-glass access to a chart). */
export type Action = 'read' | 'create' | 'update' | 'amend' | 'administer' | 'upload' | 'emergency_access';

/** One role's permissions, resource by resource. */
export type PermissionMap = Partial<Record<Resource, readonly Action[]>>;

/** The spec's permission map (part 1, section 6), verbatim. super_admin holds everything. */
export const SPEC_PERMISSIONS: Record<Exclude<Role, 'super_admin'>, PermissionMap> = {
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

/** The spec's map with PERMISSION_CHANGES applied: the table the server enforces and the web shows by. */
export const PERMISSIONS: Record<Exclude<Role, 'super_admin'>, PermissionMap> = applyChanges(
  SPEC_PERMISSIONS,
  PERMISSION_CHANGES,
);

function applyChanges(
  spec: Record<Exclude<Role, 'super_admin'>, PermissionMap>,
  changes: readonly PermissionChange[],
): Record<Exclude<Role, 'super_admin'>, PermissionMap> {
  const table = Object.fromEntries(
    Object.entries(spec).map(([role, map]) => [
      role,
      Object.fromEntries(Object.entries(map).map(([resource, actions]) => [resource, [...actions]])),
    ]),
  ) as Record<Exclude<Role, 'super_admin'>, Partial<Record<Resource, Action[]>>>;
  for (const { change, roles, resource, actions } of changes) {
    for (const role of roles) {
      const held = new Set(table[role][resource] ?? []);
      for (const action of actions) {
        if (change === 'grant') held.add(action);
        else held.delete(action);
      }
      if (held.size > 0) table[role][resource] = [...held];
      else delete table[role][resource];
    }
  }
  return table;
}

/** Whether `role` holds `action` on `resource` in the enforced permission table. */
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
