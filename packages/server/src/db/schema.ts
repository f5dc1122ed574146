import type { Selectable } from 'kysely';
import type * as Identity from './tables/identity.ts';
import type * as Care from './tables/care.ts';
import type * as Clinical from './tables/clinical.ts';
import type * as Billing from './tables/billing.ts';
import type * as Documents from './tables/documents.ts';
import type * as Platform from './tables/platform.ts';
import type * as Transport from './tables/transport.ts';

export type * from './tables/identity.ts';
export type * from './tables/care.ts';
export type * from './tables/clinical.ts';
export type * from './tables/billing.ts';
export type * from './tables/documents.ts';
export type * from './tables/platform.ts';
export type * from './tables/transport.ts';

/** The whole database as Kysely sees it. */
export interface Database {
  facilities: Identity.FacilitiesTable;
  users: Identity.UsersTable;
  sessions: Identity.SessionsTable;
  patients: Care.PatientsTable;
  patient_parents: Care.PatientParentsTable;
  family_codes: Care.FamilyCodesTable;
  message_threads: Care.MessageThreadsTable;
  secure_messages: Care.SecureMessagesTable;
  message_reads: Care.MessageReadsTable;
  secure_message_attachments: Care.SecureMessageAttachmentsTable;
  morning_handoffs: Care.MorningHandoffsTable;
  morning_handoff_doses: Care.MorningHandoffDosesTable;
  appointments: Care.AppointmentsTable;
  patient_allergies: Care.PatientAllergiesTable;
  patient_emergency_contacts: Care.PatientEmergencyContactsTable;
  patient_physicians: Care.PatientPhysiciansTable;
  patient_insurance: Care.PatientInsuranceTable;
  staff_assignments: Care.StaffAssignmentsTable;
  audit_log: Identity.AuditLogTable;
  audit_chain: Identity.AuditChainTable;
  audit_pending: Identity.AuditPendingTable;
  mfa_recovery_codes: Identity.MfaRecoveryCodesTable;
  mfa_challenges: Identity.MfaChallengesTable;
  security_events: Identity.SecurityEventsTable;
  system_alerts: Identity.SystemAlertsTable;
  hipaa_records: Identity.HipaaRecordsTable;
  password_reset_tokens: Identity.PasswordResetTokensTable;
  emergency_access_grants: Care.EmergencyAccessGrantsTable;
  medications: Care.MedicationsTable;
  medication_administrations: Care.MedicationAdministrationsTable;
  patient_documents: Documents.PatientDocumentsTable;
  billing_settings: Billing.BillingSettingsTable;
  billing_payers: Billing.BillingPayersTable;
  billing_services: Billing.BillingServicesTable;
  patient_billing_details: Billing.PatientBillingDetailsTable;
  claim_number_counters: Billing.ClaimNumberCountersTable;
  billing_claims: Billing.BillingClaimsTable;
  claim_services: Billing.ClaimServicesTable;
  edi_transactions: Billing.EdiTransactionsTable;
  remittances: Billing.RemittancesTable;
  claim_payments: Billing.ClaimPaymentsTable;
  claim_adjustments: Billing.ClaimAdjustmentsTable;
  provider_adjustments: Billing.ProviderAdjustmentsTable;
  eligibility_checks: Billing.EligibilityChecksTable;
  prior_authorizations: Billing.PriorAuthorizationsTable;
  document_access_log: Documents.DocumentAccessLogTable;
  vital_signs: Clinical.VitalSignsTable;
  vital_parameters: Clinical.VitalParametersTable;
  notifications: Clinical.NotificationsTable;
  notification_preferences: Clinical.NotificationPreferencesTable;
  clinical_notes: Clinical.ClinicalNotesTable;
  clinical_note_versions: Clinical.ClinicalNoteVersionsTable;
  clinical_note_amendments: Clinical.ClinicalNoteAmendmentsTable;
  live_events: Platform.LiveEventsTable;
  job_keys: Platform.JobKeysTable;
  transport_routes: Transport.TransportRoutesTable;
  transport_route_stops: Transport.TransportRouteStopsTable;
  transport_fixes: Transport.TransportFixesTable;
  transport_handoffs: Transport.TransportHandoffsTable;
  driver_tasks: Transport.DriverTasksTable;
  driver_messages: Transport.DriverMessagesTable;
  attendance_events: Transport.AttendanceEventsTable;
  request_receipts: Transport.RequestReceiptsTable;
}

/** A user row as read. */
export type UserRow = Selectable<Identity.UsersTable>;
/** A patient row as read. */
export type PatientRow = Selectable<Care.PatientsTable>;
