import type { Action, Resource } from './permissions.ts';
import { hasPermission } from './permissions.ts';
import type { Role } from './roles.ts';
import { MESSAGES } from './messages.ts';
import { DOCUMENT_READERS, DOCUMENT_UPLOADERS } from './rules/document-access.ts';
import { VITAL_SIGN_ROLES } from './rules/vital-sign-access.ts';

/**
 * Who may call an API route:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user;
 * - `permission`: a role holding the permission of the spec's permission map;
 * - `roles`: the roles listed (where the spec's route table or capability table is narrower than the map).
 * `isPhi` routes also need a valid HIPAA agreement (and MFA where the facility requires it).
 */
export type ApiAccessRule =
  | { access: 'public' }
  | { access: 'signed-in'; isPhi?: boolean }
  | { access: 'permission'; resource: Resource; action: Action; isPhi?: boolean; deniedMessage?: string }
  | { access: 'roles'; roles: readonly Role[]; isPhi?: boolean; deniedMessage?: string };

const ADMINISTRATORS = ['administrator', 'super_admin'] as const;
const CLINICAL_STAFF = ['nurse', 'therapist'] as const;
const PATIENT_ROLES = ['parent', 'nurse', 'therapist', 'administrator', 'super_admin'] as const;
/** The spec's capability table: "Add medication, administer medication: nurse, administrator". */
const MEDICATION_GIVERS = ['nurse', 'administrator', 'super_admin'] as const;
const USERS_DENIED = { deniedMessage: MESSAGES.usersRestricted } as const;
const ASSIGNMENTS_DENIED = { deniedMessage: MESSAGES.assignmentsRestricted } as const;

/**
 * Every API route with its access rule, keyed "METHOD /path" as in the OpenAPI document. The server
 * refuses any route without a row, and the authorization matrix test checks every row for every role.
 */
export const API_ACCESS: Record<string, ApiAccessRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/auth/demo-accounts': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/login/mfa': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/password-reset/request': { access: 'public' },
  'POST /api/auth/password-reset/complete': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  'POST /api/auth/logout': { access: 'signed-in' },
  'GET /api/dashboard': { access: 'signed-in' },
  'GET /api/hipaa': { access: 'signed-in' },
  'POST /api/hipaa/sign': { access: 'signed-in' },
  'POST /api/hipaa/decline': { access: 'signed-in' },
  'POST /api/account/password': { access: 'signed-in' },
  'GET /api/account/sessions': { access: 'signed-in' },
  'DELETE /api/account/sessions/{sessionId}': { access: 'signed-in' },
  'POST /api/account/mfa/setup': { access: 'signed-in' },
  'POST /api/account/mfa/enable': { access: 'signed-in' },
  'POST /api/account/mfa/disable': { access: 'signed-in' },

  'GET /api/patients': {
    access: 'permission',
    resource: 'patients',
    action: 'read',
    isPhi: true,
    deniedMessage: MESSAGES.accessRestrictedPatients,
  },
  'POST /api/patients': { access: 'permission', resource: 'patients', action: 'create', isPhi: true },
  'GET /api/patients/{patientId}': {
    access: 'permission',
    resource: 'patients',
    action: 'read',
    isPhi: true,
    deniedMessage: MESSAGES.accessDeniedToPatient,
  },
  'PUT /api/patients/{patientId}': {
    access: 'permission',
    resource: 'patients',
    action: 'create',
    isPhi: true,
  },
  'PATCH /api/patients/{patientId}/status': {
    access: 'permission',
    resource: 'patients',
    action: 'create',
    isPhi: true,
  },
  'POST /api/patients/{patientId}/emergency-access': { access: 'roles', roles: CLINICAL_STAFF, isPhi: true },
  'GET /api/assigned-patients': { access: 'roles', roles: CLINICAL_STAFF, isPhi: true },

  'GET /api/patients/{patientId}/medications': { access: 'roles', roles: PATIENT_ROLES, isPhi: true },
  'POST /api/patients/{patientId}/medications': { access: 'roles', roles: MEDICATION_GIVERS, isPhi: true },
  'GET /api/medications/due': { access: 'roles', roles: ['parent', 'nurse', ...ADMINISTRATORS], isPhi: true },
  'POST /api/medications/{medicationId}/administrations': {
    access: 'roles',
    roles: MEDICATION_GIVERS,
    isPhi: true,
  },
  'GET /api/administrations/{administrationId}': { access: 'roles', roles: PATIENT_ROLES, isPhi: true },
  'POST /api/administrations/{administrationId}/amendments': {
    access: 'roles',
    roles: MEDICATION_GIVERS,
    isPhi: true,
  },

  'GET /api/clinical-notes': {
    access: 'permission',
    resource: 'clinical_notes',
    action: 'read',
    isPhi: true,
  },
  'GET /api/clinical-notes/{noteId}': {
    access: 'permission',
    resource: 'clinical_notes',
    action: 'read',
    isPhi: true,
  },
  'POST /api/clinical-notes': {
    access: 'permission',
    resource: 'clinical_notes',
    action: 'create',
    isPhi: true,
  },
  'POST /api/clinical-notes/{noteId}/versions': {
    access: 'permission',
    resource: 'clinical_notes',
    action: 'create',
    isPhi: true,
  },
  'POST /api/clinical-notes/{noteId}/amendments': {
    access: 'permission',
    resource: 'clinical_notes',
    action: 'amend',
    isPhi: true,
  },

  'GET /api/vital-signs': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'POST /api/vital-signs': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'GET /api/vital-signs/export': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'GET /api/vital-signs/trend': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'GET /api/vital-signs/{vitalSignsId}': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'GET /api/vital-signs/{vitalSignsId}/export': { access: 'roles', roles: VITAL_SIGN_ROLES, isPhi: true },
  'GET /api/notifications': { access: 'signed-in', isPhi: true },
  'POST /api/notifications/{notificationId}/read': { access: 'signed-in', isPhi: true },
  'POST /api/notifications/read-all': { access: 'signed-in', isPhi: true },

  'GET /api/documents': { access: 'roles', roles: DOCUMENT_READERS, isPhi: true },
  'GET /api/documents/export.csv': { access: 'roles', roles: DOCUMENT_READERS, isPhi: true },
  'POST /api/documents': { access: 'roles', roles: DOCUMENT_UPLOADERS, isPhi: true },
  'GET /api/documents/{documentId}': { access: 'roles', roles: DOCUMENT_READERS, isPhi: true },
  'GET /api/documents/{documentId}/download': { access: 'roles', roles: DOCUMENT_READERS, isPhi: true },
  'POST /api/documents/{documentId}/print': { access: 'roles', roles: DOCUMENT_READERS, isPhi: true },

  'GET /api/users': { access: 'permission', resource: 'users', action: 'read', ...USERS_DENIED },
  'POST /api/users': { access: 'permission', resource: 'users', action: 'create', ...USERS_DENIED },
  'GET /api/users/{id}': { access: 'permission', resource: 'users', action: 'read', ...USERS_DENIED },
  'PUT /api/users/{id}': { access: 'permission', resource: 'users', action: 'update', ...USERS_DENIED },
  'POST /api/users/{id}/approve': {
    access: 'permission',
    resource: 'users',
    action: 'update',
    ...USERS_DENIED,
  },
  'POST /api/users/{id}/unlock': {
    access: 'permission',
    resource: 'users',
    action: 'update',
    ...USERS_DENIED,
  },
  'GET /api/password-links': { access: 'permission', resource: 'users', action: 'update' },
  'GET /api/facility/security': { access: 'permission', resource: 'users', action: 'update' },
  'PUT /api/facility/security': { access: 'permission', resource: 'users', action: 'update' },
  'GET /api/assignments/overview': {
    access: 'roles',
    roles: ADMINISTRATORS,
    isPhi: true,
    ...ASSIGNMENTS_DENIED,
  },
  'POST /api/assignments': { access: 'roles', roles: ADMINISTRATORS, isPhi: true, ...ASSIGNMENTS_DENIED },
  'POST /api/assignments/{id}/unassign': {
    access: 'roles',
    roles: ADMINISTRATORS,
    isPhi: true,
    ...ASSIGNMENTS_DENIED,
  },

  'GET /api/audit-logs': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'GET /api/audit-logs/export.csv': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'GET /api/audit-logs/verify': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'GET /api/security-events': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'GET /api/security-events/report': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'POST /api/security-events/{id}/resolve': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'GET /api/system-alerts': { access: 'permission', resource: 'audit_logs', action: 'read' },
  'POST /api/system-alerts/{id}/resolve': { access: 'permission', resource: 'audit_logs', action: 'read' },
};

/** The access rule of a route ("GET", "/api/patients/{patientId}"), or undefined for a route without a row. */
export function apiAccessRuleFor(method: string, path: string): ApiAccessRule | undefined {
  return API_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}

/** Whether a signed-in role passes a rule's role check (HIPAA and MFA aside). */
export function isRoleAllowed(rule: ApiAccessRule, role: Role): boolean {
  switch (rule.access) {
    case 'public':
    case 'signed-in':
      return true;
    case 'permission':
      return hasPermission(role, rule.resource, rule.action);
    case 'roles':
      return rule.roles.includes(role);
  }
}
