// Query keys of every area in one module of their own: the live-event invalidations name them without
// loading each area's API calls and the schemas those check answers with (ARCHITECTURE.md, "Serving the web app").
import type {
  ClaimListQuery,
  ClinicalNoteListQuery,
  DocumentListQuery,
  PatientListFilter,
  PatientListQuery,
  UserListQuery,
  VitalPeriod,
  VitalSignsListQuery,
} from '@carenest/core';
import type { AuditLogFilters } from './audit-log.ts';
import type { IncidentListRequest } from './incidents.ts';
import type { SecurityEventFilters } from './security.ts';
import type { SystemAlertStatus } from './system-alerts.ts';

/** Query keys of the signed-in user's own account. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/** Query keys of patients: every list and chart sit under `all`, so one change refreshes them together. */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (query: PatientListQuery) => [...patientKeys.lists(), query] as const,
  details: () => [...patientKeys.all, 'detail'] as const,
  detail: (patientId: string) => [...patientKeys.details(), patientId] as const,
};

/** Query keys of a child's photo proposal (under the patients' keys, so a change to the child refreshes it). */
export const patientPhotoKeys = {
  proposal: (patientId: string) => [...patientKeys.all, 'photo-proposal', patientId] as const,
};

/** Query keys of appointments (under the patients' keys, so a change to the child refreshes them). */
export const appointmentKeys = {
  all: [...patientKeys.all, 'appointments'] as const,
  list: (patientId: string | null) => [...appointmentKeys.all, patientId] as const,
};

/** Query keys of incident reports (under the patients' keys, so a change to a child refreshes them). */
export const incidentKeys = {
  all: [...patientKeys.all, 'incidents'] as const,
  lists: () => [...incidentKeys.all, 'list'] as const,
  list: (query: IncidentListRequest) => [...incidentKeys.lists(), query] as const,
  staff: () => [...incidentKeys.all, 'staff'] as const,
};

/** Query keys of the signed-in staff member's caseload. */
export const assignedPatientKeys = {
  all: ['assigned-patients'] as const,
};

/** Query keys of the Assignments screen. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  overview: () => [...assignmentKeys.all, 'overview'] as const,
};

/** Query keys of the audit log. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  lists: () => [...auditLogKeys.all, 'list'] as const,
  list: (filters: AuditLogFilters, page: number, pageSize: number) =>
    [...auditLogKeys.lists(), filters, page, pageSize] as const,
};

/**
 * Query keys of the session and of the sign-in screen's Demo Access box. The session key stands apart from
 * every other key: signing in or out forgets everything else.
 */
export const authKeys = {
  session: () => ['session'] as const,
  demoAccounts: () => ['demo-accounts'] as const,
};

/** Query key of the install's state (set up or not, demo or not), read by every screen. */
export const installationKeys = {
  status: () => ['installation'] as const,
};

/** Query keys of billing: the claim lists, each claim, the catalogue and the settings. */
export const billingKeys = {
  all: ['billing'] as const,
  claims: () => [...billingKeys.all, 'claims'] as const,
  claimList: (query: ClaimListQuery) => [...billingKeys.claims(), 'list', query] as const,
  claim: (claimId: string) => [...billingKeys.claims(), 'detail', claimId] as const,
  catalogue: () => [...billingKeys.all, 'catalogue'] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
  remittances: () => [...billingKeys.claims(), 'remittances'] as const,
  billingDetails: (patientId: string) => [...billingKeys.all, 'billing-details', patientId] as const,
  authorizations: (patientId: string) => [...billingKeys.claims(), 'authorizations', patientId] as const,
};

/** Query keys of the clinical notes: the lists (one per query) and each note's detail. */
export const clinicalNoteKeys = {
  all: ['clinical-notes'] as const,
  lists: () => [...clinicalNoteKeys.all, 'list'] as const,
  list: (query: ClinicalNoteListQuery) => [...clinicalNoteKeys.lists(), query] as const,
  details: () => [...clinicalNoteKeys.all, 'detail'] as const,
  detail: (noteId: string) => [...clinicalNoteKeys.details(), noteId] as const,
};

/** Query keys of the dashboard; the areas whose changes it counts invalidate `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/**
 * Query keys of the documents: the lists (one per query) and each document's detail. Opening a detail is a
 * recorded view, so writes and accesses refresh the lists only, never an open detail.
 */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.lists(), query] as const,
  details: () => [...documentKeys.all, 'detail'] as const,
  detail: (documentId: string) => [...documentKeys.details(), documentId] as const,
};

/** Query keys of driver tasks and driver messages. */
export const driverTaskKeys = {
  all: ['driver-tasks'] as const,
  tasks: (status: string) => [...driverTaskKeys.all, 'tasks', status] as const,
  messages: () => [...driverTaskKeys.all, 'messages'] as const,
};

/** Query keys of end-of-day reports: the list, a day's status, each report. */
export const eodReportKeys = {
  all: ['eod-reports'] as const,
  facilities: () => [...eodReportKeys.all, 'facilities'] as const,
  lists: () => [...eodReportKeys.all, 'list'] as const,
  list: (facilityId: string) => [...eodReportKeys.lists(), facilityId] as const,
  statuses: () => [...eodReportKeys.all, 'status'] as const,
  status: (facilityId: string, date: string) => [...eodReportKeys.statuses(), facilityId, date] as const,
  detail: (reportId: string) => [...eodReportKeys.all, 'detail', reportId] as const,
};

/** Query keys of emergency preparedness: the evacuation needs and each log, a page at a time. */
export const emergencyKeys = {
  all: ['emergency'] as const,
  needs: (page: number) => [...emergencyKeys.all, 'evacuation-needs', page] as const,
  drills: (page: number) => [...emergencyKeys.all, 'drills', page] as const,
  generatorTests: (page: number) => [...emergencyKeys.all, 'generator-tests', page] as const,
  documents: (page: number) => [...emergencyKeys.all, 'documents', page] as const,
};

/** Query keys of the facility's settings. */
export const facilityKeys = {
  all: ['facility'] as const,
  security: () => [...facilityKeys.all, 'security'] as const,
  settings: () => [...facilityKeys.all, 'settings'] as const,
  list: (page: number) => [...facilityKeys.all, 'list', page] as const,
};

/** Query keys of a child's Family access card (under the patient's keys, so patient events refresh it). */
export const familyAccessKeys = {
  detail: (patientId: string) => [...patientKeys.all, 'family-access', patientId] as const,
};

/** Query keys of the HIPAA agreement (GET /api/hipaa); refetched when the server refuses a PHI route. */
export const hipaaKeys = {
  all: ['hipaa'] as const,
  status: () => [...hipaaKeys.all, 'status'] as const,
};

/** Query keys of the eMAR: a chart's Medications tab and an administration's history. */
export const medicationKeys = {
  all: ['medications'] as const,
  charts: () => [...medicationKeys.all, 'chart'] as const,
  chart: (patientId: string) => [...medicationKeys.charts(), patientId] as const,
  histories: () => [...medicationKeys.all, 'history'] as const,
  history: (administrationId: string) => [...medicationKeys.histories(), administrationId] as const,
  orders: () => [...medicationKeys.all, 'order'] as const,
  order: (medicationId: string) => [...medicationKeys.orders(), medicationId] as const,
};

/** Query keys of secure messaging: the thread list and each thread. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: () => [...messageKeys.all, 'threads'] as const,
  thread: (threadId: string) => [...messageKeys.all, 'thread', threadId] as const,
};

/** Query keys of morning handoffs (under the patients' keys, so a change to the child refreshes them). */
export const morningHandoffKeys = {
  today: (patientId: string) => [...patientKeys.all, 'morning-handoff', patientId] as const,
};

/** Query keys of My Children (under the patients' keys, so a change to a child refreshes it). */
export const myChildrenKeys = {
  all: [...patientKeys.all, 'my-children'] as const,
};

/** Query keys of the bell's notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Query keys of the user's notification preferences. */
export const notificationPreferenceKeys = { all: ['notification-preferences'] as const };

/**
 * Query keys of the patient selects of the clinical screens, under the patients' own first key so a change
 * to the patients refreshes them too.
 */
export const patientOptionKeys = {
  all: [...patientKeys.all, 'options'] as const,
  list: (filter: PatientListFilter) => [...patientOptionKeys.all, filter] as const,
};

/** Query keys of the security screen: the event lists and the report. */
export const securityKeys = {
  all: ['security'] as const,
  eventLists: () => [...securityKeys.all, 'events'] as const,
  events: (filters: SecurityEventFilters, page: number, pageSize: number) =>
    [...securityKeys.eventLists(), filters, page, pageSize] as const,
  report: () => [...securityKeys.all, 'report'] as const,
};

/** Query keys of system alerts (the /system-alerts screen and the dashboard panel). */
export const systemAlertKeys = {
  all: ['system-alerts'] as const,
  lists: () => [...systemAlertKeys.all, 'list'] as const,
  list: (status: SystemAlertStatus, page: number, pageSize: number) =>
    [...systemAlertKeys.lists(), status, page, pageSize] as const,
};

/** Query keys of transportation: the day's routes, one route, the form's choices and the daily log. */
export const transportKeys = {
  all: ['transport'] as const,
  lists: () => [...transportKeys.all, 'list'] as const,
  list: (date: string | null) => [...transportKeys.lists(), date] as const,
  detail: (routeId: string) => [...transportKeys.all, 'detail', routeId] as const,
  options: () => [...transportKeys.all, 'options'] as const,
  attendance: (date: string | null) => [...transportKeys.all, 'attendance', date] as const,
};

/** Query keys of user management: the account lists and the outstanding password links. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  passwordLinks: () => [...userKeys.all, 'password-links'] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
};

/** Query keys of a child's physician-ordered vital sign parameters. */
export const vitalParameterKeys = {
  all: ['vital-parameters'] as const,
  ofPatient: (patientId: string) => [...vitalParameterKeys.all, patientId] as const,
};

/** Query keys of the vital signs screens: the lists (one per query) and the trends (per patient and period). */
export const vitalSignsKeys = {
  all: ['vital-signs'] as const,
  lists: () => [...vitalSignsKeys.all, 'list'] as const,
  list: (query: Partial<VitalSignsListQuery>) => [...vitalSignsKeys.lists(), query] as const,
  trends: () => [...vitalSignsKeys.all, 'trend'] as const,
  trend: (patientId: string, period: VitalPeriod) => [...vitalSignsKeys.trends(), patientId, period] as const,
};

/** Query keys of staffing: the signed-in staff member's time clock and the facility's staff-to-child ratio. */
export const staffingKeys = {
  all: ['staffing'] as const,
  timeClock: () => [...staffingKeys.all, 'time-clock'] as const,
  ratio: () => [...staffingKeys.all, 'ratio'] as const,
  log: (date: string) => [...staffingKeys.all, 'log', date] as const,
  shifts: (date: string) => [...staffingKeys.all, 'shifts', date] as const,
  credentials: (userId: string) => [...staffingKeys.all, 'credentials', userId] as const,
};
