import type { Action, Resource } from './permissions.ts';
import { hasPermission } from './permissions.ts';
import type { Role } from './roles.ts';
import { MESSAGES } from './messages.ts';

/**
 * Who may call an API route:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user (their own account, session and notifications);
 * - `permission`: a role holding `action` on `resource` in the permission table (permissions.ts).
 * `isPhi` routes also need a valid HIPAA agreement (and MFA where the facility requires it). This row is the
 * coarse gate, checked before anything runs; after the scoped load the route asks the resource's policy
 * (policies/) about the record itself.
 */
export type ApiAccessRule =
  | { access: 'public' }
  | { access: 'signed-in'; isPhi?: boolean }
  | { access: 'permission'; resource: Resource; action: Action; isPhi?: boolean; deniedMessage?: string };

/** A row for a route that needs a permission (and no HIPAA agreement). */
function allowed(resource: Resource, action: Action, deniedMessage?: string): ApiAccessRule {
  return { access: 'permission', resource, action, ...(deniedMessage ? { deniedMessage } : {}) };
}

/** A row for a PHI route: the permission and a valid HIPAA agreement. */
function phi(resource: Resource, action: Action, deniedMessage?: string): ApiAccessRule {
  return { ...allowed(resource, action, deniedMessage), isPhi: true } as ApiAccessRule;
}

/**
 * Every API route with its access rule, keyed "METHOD /path" as in the OpenAPI document. The server
 * refuses any route without a row, and the authorization matrix test checks every row for every role.
 */
export const API_ACCESS: Record<string, ApiAccessRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/auth/demo-accounts': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/login/mfa': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/password-reset/request': { access: 'public' },
  'POST /api/auth/password-reset/complete': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  'GET /api/setup': { access: 'public' },
  'POST /api/setup': { access: 'public' },
  'POST /api/auth/logout': { access: 'signed-in' },
  'GET /api/dashboard': { access: 'signed-in' },
  'GET /api/hipaa': { access: 'signed-in' },
  'POST /api/hipaa/sign': { access: 'signed-in' },
  'POST /api/hipaa/decline': { access: 'signed-in' },
  'POST /api/account/password': { access: 'signed-in' },
  'GET /api/account/sessions': { access: 'signed-in' },
  'GET /api/account/notification-preferences': { access: 'signed-in' },
  'PUT /api/account/notification-preferences': { access: 'signed-in' },
  'DELETE /api/account/sessions/{sessionId}': { access: 'signed-in' },
  'POST /api/account/mfa/setup': { access: 'signed-in' },
  'POST /api/account/mfa/enable': { access: 'signed-in' },
  'POST /api/account/mfa/disable': { access: 'signed-in' },
  'GET /api/events': { access: 'signed-in', isPhi: true },

  'GET /api/patients': phi('patients', 'read', MESSAGES.accessRestrictedPatients),
  'POST /api/patients': phi('patients', 'create'),
  'GET /api/patients/{patientId}': phi('patients', 'read', MESSAGES.accessDeniedToPatient),
  'PUT /api/patients/{patientId}': phi('patients', 'update'),
  'PUT /api/patients/{patientId}/care': phi('patients', 'update'),
  'PATCH /api/patients/{patientId}/status': phi('patients', 'update'),
  'POST /api/patients/{patientId}/emergency-access': phi('patients', 'emergency_access'),
  'GET /api/patients/{patientId}/photo': phi('patients', 'read'),
  'PUT /api/patients/{patientId}/photo': phi('patients', 'update'),
  'DELETE /api/patients/{patientId}/photo': phi('patients', 'update'),
  'PUT /api/patients/{patientId}/photo-proposal': phi('documents', 'upload'),
  'GET /api/patients/{patientId}/photo-proposal': phi('patients', 'update'),
  'GET /api/patients/{patientId}/photo-proposal/image': phi('patients', 'update'),
  'POST /api/patients/{patientId}/photo-proposal/accept': phi('patients', 'update'),
  'POST /api/patients/{patientId}/photo-proposal/reject': phi('patients', 'update'),
  'GET /api/assigned-patients': phi('caseload', 'read'),

  'GET /api/patients/{patientId}/medications': phi('medications', 'read'),
  'POST /api/patients/{patientId}/medications': phi('medications', 'create'),
  'GET /api/medications/due': phi('medications', 'read'),
  'POST /api/medications/{medicationId}/administrations': phi('medications', 'administer'),
  'PUT /api/medications/{medicationId}': phi('medications', 'update'),
  'POST /api/medications/{medicationId}/discontinue': phi('medications', 'update'),
  'GET /api/medications/{medicationId}/versions': phi('medications', 'read'),
  'GET /api/administrations/{administrationId}': phi('medications', 'read'),
  'POST /api/administrations/{administrationId}/amendments': phi('medications', 'administer'),

  'GET /api/clinical-notes': phi('clinical_notes', 'read'),
  'GET /api/clinical-notes/{noteId}': phi('clinical_notes', 'read'),
  'POST /api/clinical-notes': phi('clinical_notes', 'create'),
  'POST /api/clinical-notes/{noteId}/versions': phi('clinical_notes', 'create'),
  'POST /api/clinical-notes/{noteId}/amendments': phi('clinical_notes', 'amend'),
  'PUT /api/clinical-notes/{noteId}/sharing': phi('clinical_notes', 'create'),

  'GET /api/vital-signs': phi('vital_signs', 'read'),
  'POST /api/vital-signs': phi('vital_signs', 'create'),
  'GET /api/vital-signs/export': phi('vital_signs', 'read'),
  'GET /api/vital-signs/trend': phi('vital_signs', 'read'),
  'GET /api/vital-signs/{vitalSignsId}': phi('vital_signs', 'read'),
  'GET /api/vital-signs/{vitalSignsId}/export': phi('vital_signs', 'read'),
  'GET /api/attendance': phi('attendance', 'read'),
  'POST /api/attendance': phi('attendance', 'create'),
  // Emergency preparedness: evacuation needs and roster (PHI), the facility's logs (not PHI).
  'GET /api/emergency/evacuation-needs': phi('evacuation', 'read'),
  'PUT /api/patients/{patientId}/evacuation-needs': phi('evacuation', 'update'),
  'GET /api/emergency/roster.pdf': phi('evacuation', 'read'),
  'GET /api/emergency/drills': allowed('emergency_logs', 'read'),
  'POST /api/emergency/drills': allowed('emergency_logs', 'create'),
  'GET /api/emergency/generator-tests': allowed('emergency_logs', 'read'),
  'POST /api/emergency/generator-tests': allowed('emergency_logs', 'create'),
  'GET /api/emergency/documents': allowed('emergency_logs', 'read'),
  'POST /api/emergency/documents': allowed('emergency_logs', 'create'),
  // Immunizations of a child (Florida 59A-13.020, 26 TAC §550.211).
  'GET /api/patients/{patientId}/immunizations': phi('immunizations', 'read'),
  'POST /api/patients/{patientId}/immunizations': phi('immunizations', 'create'),
  // Illness exclusion and the infection log (Florida 59A-13.020, 26 TAC §550.211).
  'GET /api/patients/{patientId}/exclusions': phi('infection_control', 'read'),
  'POST /api/patients/{patientId}/exclusions': phi('infection_control', 'create'),
  'POST /api/patients/{patientId}/exclusion-clearance': phi('infection_control', 'create'),
  'POST /api/staff-exclusions': allowed('infection_log', 'create'),
  'POST /api/staff-exclusions/clearance': allowed('infection_log', 'create'),
  'GET /api/infection-log': phi('infection_log', 'read'),
  'GET /api/transport/routes': phi('transport', 'read'),
  'POST /api/transport/routes': phi('transport', 'create'),
  'GET /api/transport/route-options': phi('transport', 'create'),
  'GET /api/transport/routes/{routeId}': phi('transport', 'read'),
  'PUT /api/transport/routes/{routeId}': phi('transport', 'create'),
  'POST /api/transport/routes/{routeId}/cancel': phi('transport', 'create'),
  'POST /api/transport/routes/{routeId}/copy': phi('transport', 'create'),
  'POST /api/transport/routes/{routeId}/status': phi('transport', 'update'),
  'POST /api/transport/routes/{routeId}/fixes': phi('transport', 'update'),
  'POST /api/transport/routes/{routeId}/handoffs': phi('transport', 'update'),
  'GET /api/my-children': phi('patients', 'read'),
  'GET /api/appointments': phi('appointments', 'read'),
  'POST /api/appointments': phi('appointments', 'create'),
  'POST /api/appointments/requests': phi('appointments', 'create'),
  'POST /api/appointments/{appointmentId}/answer': phi('appointments', 'update'),
  'POST /api/appointments/{appointmentId}/cancel': phi('appointments', 'update'),
  'POST /api/appointments/{appointmentId}/reschedule': phi('appointments', 'update'),
  'POST /api/appointments/{appointmentId}/complete': phi('appointments', 'update'),
  'GET /api/incidents': phi('incidents', 'read'),
  'POST /api/incidents': phi('incidents', 'create'),
  'GET /api/incidents/staff': allowed('incidents', 'create'),
  'GET /api/incidents/{incidentId}': phi('incidents', 'read'),
  'POST /api/incidents/{incidentId}/review': phi('incidents', 'update'),
  'POST /api/incidents/{incidentId}/close': phi('incidents', 'update'),
  'GET /api/patients/{patientId}/morning-handoff': phi('medications', 'read'),
  'POST /api/patients/{patientId}/morning-handoff': phi('patients', 'read'),
  'GET /api/my-children/{patientId}/daily-report': phi('medications', 'read'),
  'GET /api/message-threads': phi('messages', 'read'),
  'POST /api/message-threads': phi('messages', 'create'),
  'GET /api/message-threads/{threadId}': phi('messages', 'read'),
  'POST /api/message-threads/{threadId}/messages': phi('messages', 'create'),
  'POST /api/message-threads/{threadId}/read': phi('messages', 'read'),
  'POST /api/my-children/link': { access: 'signed-in' },
  'GET /api/patients/{patientId}/family-access': phi('patients', 'create'),
  'POST /api/patients/{patientId}/family-codes': phi('patients', 'create'),
  'POST /api/family-codes/{codeId}/revoke': phi('patients', 'create'),
  'DELETE /api/patients/{patientId}/parents/{parentId}': phi('patients', 'create'),
  'GET /api/driver-tasks': phi('transport', 'read'),
  'POST /api/driver-tasks': phi('transport', 'create'),
  'PUT /api/driver-tasks/{taskId}/completion': phi('transport', 'update'),
  'GET /api/driver-messages': phi('transport', 'read'),
  'POST /api/driver-messages': phi('transport', 'create'),
  'POST /api/driver-messages/{messageId}/read': phi('transport', 'read'),
  'GET /api/patients/{patientId}/vital-parameters': phi('vital_signs', 'read'),
  'PUT /api/patients/{patientId}/vital-parameters/{measurement}': phi('vital_signs', 'update'),
  'DELETE /api/patients/{patientId}/vital-parameters/{measurement}': phi('vital_signs', 'update'),
  'GET /api/notifications': { access: 'signed-in', isPhi: true },
  'POST /api/notifications/{notificationId}/read': { access: 'signed-in', isPhi: true },
  'POST /api/notifications/read-all': { access: 'signed-in', isPhi: true },

  'GET /api/documents': phi('documents', 'read'),
  'GET /api/documents/export.csv': phi('documents', 'read'),
  'POST /api/documents': phi('documents', 'upload'),
  'GET /api/documents/{documentId}': phi('documents', 'read'),
  'GET /api/documents/{documentId}/download': phi('documents', 'read'),
  'POST /api/documents/{documentId}/print': phi('documents', 'read'),

  'GET /api/eod-reports': phi('eod_reports', 'read', MESSAGES.eodRestricted),
  'POST /api/eod-reports': phi('eod_reports', 'create', MESSAGES.eodRestricted),
  'GET /api/eod-reports/status': allowed('eod_reports', 'read', MESSAGES.eodRestricted),
  'GET /api/eod-reports/facilities': allowed('eod_reports', 'read', MESSAGES.eodRestricted),
  'GET /api/eod-reports/{reportId}': phi('eod_reports', 'read', MESSAGES.eodRestricted),
  'GET /api/eod-reports/{reportId}/export': phi('eod_reports', 'read', MESSAGES.eodRestricted),
  'GET /api/billing/catalogue': allowed('billing', 'read', MESSAGES.billingRestricted),
  'GET /api/billing/settings': allowed('billing', 'read', MESSAGES.billingRestricted),
  'PUT /api/billing/settings': allowed('billing', 'update', MESSAGES.billingRestricted),
  'GET /api/billing/claims': phi('billing', 'read', MESSAGES.billingRestricted),
  'POST /api/billing/claims': phi('billing', 'create', MESSAGES.billingRestricted),
  'GET /api/billing/claims/{claimId}': phi('billing', 'read', MESSAGES.billingRestricted),
  'POST /api/billing/claims/{claimId}/submit': phi('billing', 'update', MESSAGES.billingRestricted),
  'POST /api/billing/claims/{claimId}/replacements': phi('billing', 'create', MESSAGES.billingRestricted),
  'GET /api/billing/claims/{claimId}/837p': phi('billing', 'read', MESSAGES.billingRestricted),
  'POST /api/patients/{patientId}/eligibility-checks': phi('billing', 'update', MESSAGES.billingRestricted),
  'POST /api/billing/claims/proposals': phi('billing', 'create', MESSAGES.billingRestricted),
  'GET /api/patients/{patientId}/billing-details': phi('billing', 'read', MESSAGES.billingRestricted),
  'PUT /api/patients/{patientId}/billing-details': phi('billing', 'update', MESSAGES.billingRestricted),
  'GET /api/patients/{patientId}/authorizations': phi('billing', 'read', MESSAGES.billingRestricted),
  'POST /api/patients/{patientId}/authorizations': phi('billing', 'update', MESSAGES.billingRestricted),
  'GET /api/billing/remittances': phi('billing', 'read', MESSAGES.billingRestricted),
  'POST /api/billing/remittances': phi('billing', 'update', MESSAGES.billingRestricted),

  'GET /api/users': allowed('users', 'read', MESSAGES.usersRestricted),
  'POST /api/users': allowed('users', 'create', MESSAGES.usersRestricted),
  'GET /api/users/{id}': allowed('users', 'read', MESSAGES.usersRestricted),
  'PUT /api/users/{id}': allowed('users', 'update', MESSAGES.usersRestricted),
  'POST /api/users/{id}/approve': allowed('users', 'update', MESSAGES.usersRestricted),
  'POST /api/users/{id}/unlock': allowed('users', 'update', MESSAGES.usersRestricted),
  'GET /api/password-links': allowed('users', 'update'),

  'GET /api/time-clock': allowed('time_clock', 'read'),
  'POST /api/time-clock/clock-in': allowed('time_clock', 'create'),
  'POST /api/time-clock/clock-out': allowed('time_clock', 'create'),
  'PUT /api/time-clock/entries/{entryId}': allowed('time_clock', 'update'),
  'GET /api/staffing/ratio': allowed('staffing', 'read'),
  'GET /api/staffing/log': allowed('staffing', 'read'),
  'GET /api/staffing/timecards': allowed('staffing', 'read'),
  'GET /api/staffing/timecards.csv': allowed('staffing', 'read'),
  'GET /api/users/{id}/credentials': allowed('credentials', 'read'),
  'POST /api/users/{id}/credentials': allowed('credentials', 'create'),
  'POST /api/users/{id}/credentials/{credentialId}/verify': allowed('credentials', 'update'),
  'GET /api/facility/security': allowed('facility', 'read'),
  'GET /api/fhir-clients': allowed('facility', 'read'),
  'POST /api/fhir-clients': allowed('facility', 'update'),
  'POST /api/fhir-clients/{clientId}/revoke': allowed('facility', 'update'),
  'POST /api/fhir-clients/{clientId}/tokens/revoke': allowed('facility', 'update'),
  'PUT /api/facility/security': allowed('facility', 'update'),
  'GET /api/facility': allowed('facility', 'read'),
  'PUT /api/facility': allowed('facility', 'update'),
  'POST /api/facility/closure-days': allowed('facility', 'update'),
  'DELETE /api/facility/closure-days/{date}': allowed('facility', 'update'),
  'GET /api/facilities': allowed('facility', 'create'),
  'POST /api/facilities': allowed('facility', 'create'),
  'GET /api/assignments/overview': phi('assignments', 'read', MESSAGES.assignmentsRestricted),
  'POST /api/assignments': phi('assignments', 'create', MESSAGES.assignmentsRestricted),
  'POST /api/assignments/{id}/unassign': phi('assignments', 'update', MESSAGES.assignmentsRestricted),

  'GET /api/audit-logs': allowed('audit_logs', 'read'),
  'GET /api/audit-logs/export.csv': allowed('audit_logs', 'read'),
  'GET /api/audit-logs/verify': allowed('audit_logs', 'read'),
  'GET /api/security-events': allowed('security_events', 'read'),
  'GET /api/security-events/report': allowed('security_events', 'read'),
  'POST /api/security-events/{id}/resolve': allowed('security_events', 'update'),
  'GET /api/system-alerts': allowed('system_alerts', 'read'),
  'POST /api/system-alerts/{id}/resolve': allowed('system_alerts', 'update'),
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
  }
}
