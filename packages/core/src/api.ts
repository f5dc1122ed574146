/** The API's paths, shared by the server's routes and the web client. */
export const API_PATHS = {
  health: '/api/health',
  healthReady: '/api/health/ready',
  openapi: '/api/openapi.json',
  demoAccounts: '/api/auth/demo-accounts',
  login: '/api/auth/login',
  loginMfa: '/api/auth/login/mfa',
  register: '/api/auth/register',
  setup: '/api/setup',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  dashboard: '/api/dashboard',
  mfaSetup: '/api/account/mfa/setup',
  mfaEnable: '/api/account/mfa/enable',
  mfaDisable: '/api/account/mfa/disable',
  password: '/api/account/password',
  sessions: '/api/account/sessions',
  notificationPreferences: '/api/account/notification-preferences',
  hipaaStatus: '/api/hipaa',
  hipaaSign: '/api/hipaa/sign',
  hipaaDecline: '/api/hipaa/decline',
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetComplete: '/api/auth/password-reset/complete',
  auditLogs: '/api/audit-logs',
  auditLogsCsv: '/api/audit-logs/export.csv',
  auditLogsVerify: '/api/audit-logs/verify',
  securityEvents: '/api/security-events',
  securityReport: '/api/security-events/report',
  resolveSecurityEvent: (id: string) => `/api/security-events/${encodeURIComponent(id)}/resolve`,
  systemAlerts: '/api/system-alerts',
  resolveSystemAlert: (id: string) => `/api/system-alerts/${encodeURIComponent(id)}/resolve`,
  facilitySecurity: '/api/facility/security',
  facility: '/api/facility',
  facilityClosureDays: '/api/facility/closure-days',
  facilityClosureDay: (date: string) => `/api/facility/closure-days/${encodeURIComponent(date)}`,
  facilities: '/api/facilities',
  passwordLinks: '/api/password-links',
  patients: '/api/patients',
  patientCareDetails: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/care`,
  assignedPatients: '/api/assigned-patients',
  patient: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`,
  patientMedications: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/medications`,
  patientPhoto: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/photo`,
  patientPhotoProposal: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/photo-proposal`,
  patientPhotoProposalImage: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/photo-proposal/image`,
  acceptPatientPhotoProposal: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/photo-proposal/accept`,
  rejectPatientPhotoProposal: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/photo-proposal/reject`,
  medicationAdministrations: (medicationId: string) =>
    `/api/medications/${encodeURIComponent(medicationId)}/administrations`,
  medication: (medicationId: string) => `/api/medications/${encodeURIComponent(medicationId)}`,
  medicationDiscontinue: (medicationId: string) =>
    `/api/medications/${encodeURIComponent(medicationId)}/discontinue`,
  medicationVersions: (medicationId: string) =>
    `/api/medications/${encodeURIComponent(medicationId)}/versions`,
  administration: (administrationId: string) =>
    `/api/administrations/${encodeURIComponent(administrationId)}`,
  administrationAmendments: (administrationId: string) =>
    `/api/administrations/${encodeURIComponent(administrationId)}/amendments`,
  medicationsDue: '/api/medications/due',
  users: '/api/users',
  user: (userId: string) => `/api/users/${encodeURIComponent(userId)}`,
  approveUser: (userId: string) => `/api/users/${encodeURIComponent(userId)}/approve`,
  unlockUser: (userId: string) => `/api/users/${encodeURIComponent(userId)}/unlock`,
  assignments: '/api/assignments',
  assignmentOverview: '/api/assignments/overview',
  unassign: (assignmentId: string) => `/api/assignments/${encodeURIComponent(assignmentId)}/unassign`,
  documents: '/api/documents',
  documentsCsv: '/api/documents/export.csv',
  document: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`,
  documentDownload: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/download`,
  documentPrint: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/print`,
  clinicalNotes: '/api/clinical-notes',
  clinicalNote: (noteId: string) => `/api/clinical-notes/${encodeURIComponent(noteId)}`,
  clinicalNoteVersions: (noteId: string) => `/api/clinical-notes/${encodeURIComponent(noteId)}/versions`,
  clinicalNoteAmendments: (noteId: string) => `/api/clinical-notes/${encodeURIComponent(noteId)}/amendments`,
  clinicalNoteSharing: (noteId: string) => `/api/clinical-notes/${encodeURIComponent(noteId)}/sharing`,
  vitalSigns: '/api/vital-signs',
  vitalSignsExport: '/api/vital-signs/export',
  vitalSignsTrend: '/api/vital-signs/trend',
  attendance: '/api/attendance',
  evacuationNeeds: '/api/emergency/evacuation-needs',
  patientEvacuationNeeds: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/evacuation-needs`,
  evacuationRoster: '/api/emergency/roster.pdf',
  emergencyDrills: '/api/emergency/drills',
  generatorTests: '/api/emergency/generator-tests',
  emergencyDocuments: '/api/emergency/documents',
  infectionLog: '/api/infection-log',
  patientExclusions: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/exclusions`,
  patientExclusionClearance: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/exclusion-clearance`,
  patientImmunizations: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/immunizations`,
  transportRoutes: '/api/transport/routes',
  transportRouteOptions: '/api/transport/route-options',
  transportRoute: (routeId: string) => `/api/transport/routes/${encodeURIComponent(routeId)}`,
  transportRouteAction: (routeId: string, action: 'cancel' | 'copy' | 'status' | 'fixes' | 'handoffs') =>
    `/api/transport/routes/${encodeURIComponent(routeId)}/${action}`,
  eodReports: '/api/eod-reports',
  eodReportStatus: '/api/eod-reports/status',
  eodReportFacilities: '/api/eod-reports/facilities',
  eodReport: (reportId: string) => `/api/eod-reports/${encodeURIComponent(reportId)}`,
  eodReportExport: (reportId: string) => `/api/eod-reports/${encodeURIComponent(reportId)}/export`,
  billingCatalogue: '/api/billing/catalogue',
  billingSettings: '/api/billing/settings',
  claims: '/api/billing/claims',
  remittances: '/api/billing/remittances',
  claimProposals: '/api/billing/claims/proposals',
  billingDetails: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/billing-details`,
  authorizations: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/authorizations`,
  eligibilityChecks: (patientId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/eligibility-checks`,
  claim: (claimId: string) => `/api/billing/claims/${encodeURIComponent(claimId)}`,
  claimSubmit: (claimId: string) => `/api/billing/claims/${encodeURIComponent(claimId)}/submit`,
  claimReplacements: (claimId: string) => `/api/billing/claims/${encodeURIComponent(claimId)}/replacements`,
  claimFile: (claimId: string) => `/api/billing/claims/${encodeURIComponent(claimId)}/837p`,
  messageThreads: '/api/message-threads',
  messageThread: (threadId: string) => `/api/message-threads/${encodeURIComponent(threadId)}`,
  messageThreadMessages: (threadId: string) =>
    `/api/message-threads/${encodeURIComponent(threadId)}/messages`,
  messageThreadRead: (threadId: string) => `/api/message-threads/${encodeURIComponent(threadId)}/read`,
  morningHandoff: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/morning-handoff`,
  appointments: '/api/appointments',
  appointmentRequests: '/api/appointments/requests',
  appointmentAnswer: (appointmentId: string) =>
    `/api/appointments/${encodeURIComponent(appointmentId)}/answer`,
  appointmentCancel: (appointmentId: string) =>
    `/api/appointments/${encodeURIComponent(appointmentId)}/cancel`,
  appointmentReschedule: (appointmentId: string) =>
    `/api/appointments/${encodeURIComponent(appointmentId)}/reschedule`,
  appointmentCompletion: (appointmentId: string) =>
    `/api/appointments/${encodeURIComponent(appointmentId)}/complete`,
  incidents: '/api/incidents',
  incidentStaff: '/api/incidents/staff',
  incident: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}`,
  incidentReview: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/review`,
  incidentClose: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/close`,
  myChildren: '/api/my-children',
  dailyReport: (patientId: string) => `/api/my-children/${encodeURIComponent(patientId)}/daily-report`,
  linkChild: '/api/my-children/link',
  fhirClients: '/api/fhir-clients',
  fhirClientRevoke: (clientId: string) => `/api/fhir-clients/${encodeURIComponent(clientId)}/revoke`,
  fhirClientTokensRevoke: (clientId: string) =>
    `/api/fhir-clients/${encodeURIComponent(clientId)}/tokens/revoke`,
  familyAccess: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/family-access`,
  familyCodes: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/family-codes`,
  familyCodeRevoke: (codeId: string) => `/api/family-codes/${encodeURIComponent(codeId)}/revoke`,
  patientParent: (patientId: string, parentId: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/parents/${encodeURIComponent(parentId)}`,
  driverTasks: '/api/driver-tasks',
  driverTaskCompletion: (taskId: string) => `/api/driver-tasks/${encodeURIComponent(taskId)}/completion`,
  driverMessages: '/api/driver-messages',
  driverMessageRead: (messageId: string) => `/api/driver-messages/${encodeURIComponent(messageId)}/read`,
  vitalParameters: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}/vital-parameters`,
  vitalParameter: (patientId: string, measurement: string) =>
    `/api/patients/${encodeURIComponent(patientId)}/vital-parameters/${encodeURIComponent(measurement)}`,
  vitalSignsRecord: (vitalSignsId: string) => `/api/vital-signs/${encodeURIComponent(vitalSignsId)}`,
  vitalSignsRecordExport: (vitalSignsId: string) =>
    `/api/vital-signs/${encodeURIComponent(vitalSignsId)}/export`,
  notifications: '/api/notifications',
  notificationRead: (notificationId: string) =>
    `/api/notifications/${encodeURIComponent(notificationId)}/read`,
  notificationsReadAll: '/api/notifications/read-all',
  events: '/api/events',
  timeClock: '/api/time-clock',
  clockIn: '/api/time-clock/clock-in',
  clockOut: '/api/time-clock/clock-out',
  timeClockEntry: (entryId: string) => `/api/time-clock/entries/${encodeURIComponent(entryId)}`,
  staffingRatio: '/api/staffing/ratio',
  staffingLog: '/api/staffing/log',
  timecards: '/api/staffing/timecards',
  timecardsCsv: '/api/staffing/timecards.csv',
  userCredentials: (userId: string) => `/api/users/${encodeURIComponent(userId)}/credentials`,
  verifyCredential: (userId: string, credentialId: string) =>
    `/api/users/${encodeURIComponent(userId)}/credentials/${encodeURIComponent(credentialId)}/verify`,
} as const;

/** Error codes of the error shape, one per kind of refusal. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  scanPending: 'SCAN_PENDING',
  quarantined: 'QUARANTINED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  hipaaRequired: 'HIPAA_AGREEMENT_REQUIRED',
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
  internal: 'INTERNAL_ERROR',
  clearinghouseUnavailable: 'CLEARINGHOUSE_UNAVAILABLE',
  eligibilityFailed: 'ELIGIBILITY_FAILED',
} as const;

/** One code of the error shape. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The API's one error vocabulary: each code with the status it is answered with and what it means. The server
 * answers no other code, and the OpenAPI document lists, per status of a route, the codes of that status.
 */
export const ERROR_VOCABULARY: Record<ErrorCode, { status: number; meaning: string }> = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'bad input or a broken rule; `fields` names the fields at fault',
  },
  INVALID_CREDENTIALS: { status: 401, meaning: 'a wrong email, password or one-time code at sign-in' },
  UNAUTHENTICATED: { status: 401, meaning: 'no valid session' },
  FORBIDDEN: { status: 403, meaning: 'signed in, but the role or the policy does not allow it' },
  CROSS_ORIGIN_REFUSED: { status: 403, meaning: 'a change sent from another origin' },
  HIPAA_AGREEMENT_REQUIRED: { status: 403, meaning: 'a PHI route before the HIPAA agreement is signed' },
  MFA_ENROLMENT_REQUIRED: { status: 403, meaning: 'the facility requires two-step sign-in, not yet set up' },
  NOT_FOUND: { status: 404, meaning: 'absent, or outside what the user may see (never told apart)' },
  CONFLICT: { status: 409, meaning: 'out of order, already done, or taken by a concurrent change' },
  SCAN_PENDING: { status: 409, meaning: 'a document whose virus scan has not finished' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'a file or body over its limit' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'a file of a type the route does not take' },
  QUARANTINED: { status: 423, meaning: 'a document quarantined by its virus scan' },
  TOO_MANY_REQUESTS: { status: 429, meaning: 'over the rate limit; try again later' },
  INTERNAL_ERROR: { status: 500, meaning: 'a fault of the server, never of the input' },
  ELIGIBILITY_FAILED: { status: 502, meaning: 'the clearinghouse answered no readable 271' },
  CLEARINGHOUSE_UNAVAILABLE: { status: 503, meaning: 'no clearinghouse is connected' },
};

/** The codes answered with `status`, in the vocabulary's order. */
export function errorCodesOf(status: number): ErrorCode[] {
  return (Object.keys(ERROR_VOCABULARY) as ErrorCode[]).filter(
    (code) => ERROR_VOCABULARY[code].status === status,
  );
}
