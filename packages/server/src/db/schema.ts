import type { Selectable } from 'kysely';
import type {
  FacilitiesTable,
  UsersTable,
  SessionsTable,
  AuditLogTable,
  AuditChainTable,
  AuditPendingTable,
  MfaRecoveryCodesTable,
  MfaChallengesTable,
  SecurityEventsTable,
  SystemAlertsTable,
  HipaaRecordsTable,
  PasswordResetTokensTable,
} from './tables/identity.ts';
import type {
  PatientsTable,
  PatientParentsTable,
  PatientAllergiesTable,
  PatientEmergencyContactsTable,
  PatientPhysiciansTable,
  PatientInsuranceTable,
  StaffAssignmentsTable,
  EmergencyAccessGrantsTable,
  MedicationsTable,
  MedicationAdministrationsTable,
} from './tables/care.ts';
import type {
  ClinicalNotesTable,
  ClinicalNoteVersionsTable,
  ClinicalNoteAmendmentsTable,
  VitalSignsTable,
  NotificationsTable,
} from './tables/clinical.ts';
import type { PatientDocumentsTable, DocumentAccessLogTable } from './tables/documents.ts';

export type {
  FacilitiesTable,
  UsersTable,
  SessionsTable,
  AuditLogTable,
  AuditChainTable,
  AuditPendingTable,
  MfaRecoveryCodesTable,
  MfaChallengesTable,
  SecurityEventsTable,
  SystemAlertsTable,
  HipaaRecordsTable,
  PasswordResetTokensTable,
} from './tables/identity.ts';
export type {
  PatientsTable,
  PatientParentsTable,
  PatientAllergiesTable,
  PatientEmergencyContactsTable,
  PatientPhysiciansTable,
  PatientInsuranceTable,
  StaffAssignmentsTable,
  EmergencyAccessGrantsTable,
  MedicationsTable,
  MedicationAdministrationsTable,
} from './tables/care.ts';
export type {
  ClinicalNotesTable,
  ClinicalNoteVersionsTable,
  ClinicalNoteAmendmentsTable,
  VitalSignsTable,
  NotificationsTable,
} from './tables/clinical.ts';
export type { PatientDocumentsTable, DocumentAccessLogTable } from './tables/documents.ts';

/** The whole database as Kysely sees it. */
export interface Database {
  facilities: FacilitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
  patients: PatientsTable;
  patient_parents: PatientParentsTable;
  patient_allergies: PatientAllergiesTable;
  patient_emergency_contacts: PatientEmergencyContactsTable;
  patient_physicians: PatientPhysiciansTable;
  patient_insurance: PatientInsuranceTable;
  staff_assignments: StaffAssignmentsTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  audit_pending: AuditPendingTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  security_events: SecurityEventsTable;
  system_alerts: SystemAlertsTable;
  hipaa_records: HipaaRecordsTable;
  password_reset_tokens: PasswordResetTokensTable;
  emergency_access_grants: EmergencyAccessGrantsTable;
  medications: MedicationsTable;
  medication_administrations: MedicationAdministrationsTable;
  patient_documents: PatientDocumentsTable;
  document_access_log: DocumentAccessLogTable;
  vital_signs: VitalSignsTable;
  notifications: NotificationsTable;
  clinical_notes: ClinicalNotesTable;
  clinical_note_versions: ClinicalNoteVersionsTable;
  clinical_note_amendments: ClinicalNoteAmendmentsTable;
}

/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A patient row as read. */
export type PatientRow = Selectable<PatientsTable>;
