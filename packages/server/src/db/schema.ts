import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  AllergySeverity,
  CareComplexity,
  DocumentAccessAction,
  DocumentCategory,
  DocumentFileType,
  DocumentScanStatus,
  ClinicalNoteType,
  MedicationRoute,
  Role,
  SecurityEventType,
  Severity,
} from '@carenest/core';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** facilities: a PPEC center with its own time zone. */
export interface FacilitiesTable {
  id: Generated<string>;
  name: string;
  timezone: string;
  require_mfa_for_staff: Generated<boolean>;
  created_at: CreatedAt;
}

/** users: every account, staff and parents alike. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  facility_id: string | null;
  status: Generated<'active' | 'pending'>;
  is_active: Generated<boolean>;
  last_login: NullableTimestamp;
  mfa_enabled: Generated<boolean>;
  specializations: Generated<string[]>;
  max_patient_load: Generated<number>;
  current_patient_count: Generated<number>;
  password_hash: string;
  failed_login_count: Generated<number>;
  locked_until: NullableTimestamp;
  mfa_secret: string | null;
  mfa_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  password_changed_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  approved_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** sessions: one row per sign-in; only the SHA-256 of the token is stored. */
export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  ip_address: string;
  user_agent: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** patients: the children in care. */
export interface PatientsTable {
  id: Generated<string>;
  facility_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  medical_record_number: string;
  primary_diagnosis: string;
  secondary_diagnoses: Generated<string[]>;
  required_therapies: Generated<string[]>;
  care_complexity: CareComplexity;
  is_active: Generated<boolean>;
  photo_url: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** patient_parents: which parent accounts a child is linked to. */
export interface PatientParentsTable {
  patient_id: string;
  parent_id: string;
  linked_at: CreatedAt;
}

/** patient_allergies. */
export interface PatientAllergiesTable {
  id: Generated<string>;
  patient_id: string;
  allergen: string;
  reaction: string;
  severity: AllergySeverity;
  notes: string | null;
}

/** patient_emergency_contacts, ordered by position. */
export interface PatientEmergencyContactsTable {
  id: Generated<string>;
  patient_id: string;
  position: number;
  name: string;
  relationship: string;
  phone_number: string;
  email: string | null;
  is_primary: boolean;
  can_pickup: boolean;
}

/** patient_physicians, ordered by position. */
export interface PatientPhysiciansTable {
  id: Generated<string>;
  patient_id: string;
  position: number;
  name: string;
  specialty: string;
  phone_number: string;
  email: string | null;
  is_primary: boolean;
}

/** patient_insurance: at most one primary insurance per patient. */
export interface PatientInsuranceTable {
  id: Generated<string>;
  patient_id: string;
  insurance_name: string;
  policy_number: string;
  group_number: string | null;
  subscriber_name: string;
  subscriber_dob: string | null;
  relationship_to_patient: string;
  is_active: boolean;
  effective_date: string | null;
  benefits: string | null;
  last_checked: NullableTimestamp;
  last_verified: NullableTimestamp;
}

/** staff_assignments: which nurse or therapist looks after which child. */
export interface StaffAssignmentsTable {
  id: Generated<string>;
  patient_id: string;
  staff_id: string;
  staff_role: 'nurse' | 'therapist';
  assignment_type: 'primary_nurse' | 'secondary_nurse' | 'therapy';
  therapy_types: Generated<string[]>;
  assigned_by: string;
  assigned_at: CreatedAt;
  is_active: Generated<boolean>;
  notes: string | null;
  unassigned_at: NullableTimestamp;
  unassigned_by: string | null;
}

/** audit_log: append-only, each row chained to the previous one by SHA-256. */
export interface AuditLogTable {
  sequence: ColumnType<string, string | number | bigint, never>;
  id: string;
  user_id: string | null;
  user_role: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  old_values: unknown;
  new_values: unknown;
  ip_address: string | null;
  user_agent: string | null;
  session_id: string | null;
  occurred_at: Timestamp;
  success: boolean;
  error_message: string | null;
  previous_hash: string;
  hash: string;
}

/** mfa_recovery_codes: ten one-time codes per MFA enrolment, stored hashed. */
export interface MfaRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** mfa_challenges: the half-finished sign-in between password and TOTP code. */
export interface MfaChallengesTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  failed_attempts: Generated<number>;
}

/** security_events: sign-in attempts and failures, locks, MFA changes, suspicious activity. */
export interface SecurityEventsTable {
  id: Generated<string>;
  event_type: SecurityEventType;
  user_id: string | null;
  facility_id: string | null;
  ip_address: string;
  user_agent: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  severity: Severity;
  occurred_at: CreatedAt;
  resolved: Generated<boolean>;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
}

/** system_alerts: what administrators must look at; facility null means every facility. */
export interface SystemAlertsTable {
  id: Generated<string>;
  facility_id: string | null;
  type: 'error' | 'warning' | 'info';
  title: string;
  description: string;
  severity: 'high' | 'medium' | 'low';
  occurred_at: CreatedAt;
  resolved: Generated<boolean>;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  security_event_id: string | null;
}

/** hipaa_records: signed HIPAA agreements, valid while active and not expired. */
export interface HipaaRecordsTable {
  id: Generated<string>;
  user_id: string;
  user_role: string;
  document_version: string;
  signed_at: Timestamp;
  ip_address: string;
  user_agent: string;
  digital_signature: string;
  is_active: Generated<boolean>;
  expires_at: Timestamp;
}

/** password_reset_tokens: one-time links to set a password (reset, or first setup of a created user). */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  purpose: 'reset' | 'setup';
  /** The link itself, encrypted, kept only when no email could carry it (shown to the administrator). */
  delivery_ciphertext: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** emergency_access_grants: a nurse's or therapist's audited break-glass access to one chart, for 4 hours. */
export interface EmergencyAccessGrantsTable {
  id: Generated<string>;
  user_id: string;
  patient_id: string;
  reason: string;
  granted_at: CreatedAt;
  expires_at: Timestamp;
}

/** medications: a patient's prescribed medications with their daily schedule (times of day, HH:mm). */
export interface MedicationsTable {
  id: Generated<string>;
  patient_id: string;
  name: string;
  ndc_code: string | null;
  dosage: string;
  frequency: string;
  route: MedicationRoute;
  prescribed_by: string;
  start_date: string;
  instructions: string | null;
  scheduled_times: Generated<string[]>;
  is_active: Generated<boolean>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** medication_administrations: the append-only eMAR; a correction is a new row that amends another. */
export interface MedicationAdministrationsTable {
  id: Generated<string>;
  patient_id: string;
  medication_id: string;
  administered_by: string;
  outcome: Generated<'given' | 'held' | 'refused'>;
  dosage_given: string | null;
  administration_time: Timestamp;
  scheduled_for: NullableTimestamp;
  reason: string | null;
  notes: string | null;
  witnessed: Generated<boolean>;
  witness_id: string | null;
  digital_signature: string | null;
  amends_id: string | null;
  amendment_reason: string | null;
  recorded_at: CreatedAt;
  /** Who wrote this row: the administering user, or for an amendment the user who corrected it. */
  recorded_by: string | null;
}

/** clinical_notes: a patient's note; its content is in clinical_note_versions, its corrections in amendments. */
export interface ClinicalNotesTable {
  id: string;
  patient_id: string;
  facility_id: string;
  note_type: ClinicalNoteType;
  author_id: string;
  created_at: Timestamp;
  is_amended: Generated<boolean>;
  current_version: Generated<number>;
}

/** clinical_note_versions: each signed version of a note's content, numbered from 1. */
export interface ClinicalNoteVersionsTable {
  id: Generated<string>;
  note_id: string;
  version_number: number;
  content: string;
  author_id: string;
  signed_at: Timestamp;
  hash: string;
  digital_signature: string;
}

/** clinical_note_amendments: signed corrections appended to a note. */
export interface ClinicalNoteAmendmentsTable {
  id: Generated<string>;
  note_id: string;
  author_id: string;
  reason: string;
  amendment_text: string;
  amended_at: Timestamp;
  hash: string;
  digital_signature: string;
}

/** A numeric column: PostgreSQL answers it as text, so it is read as a string and written as a number. */
type NumericColumn = ColumnType<string | null, number | null | undefined, never>;

/** vital_signs: append-only readings with the alerts computed when they were recorded. */
export interface VitalSignsTable {
  id: Generated<string>;
  patient_id: string;
  recorded_by: string;
  recorded_at: Timestamp;
  temperature: NumericColumn;
  heart_rate: number | null;
  blood_pressure_systolic: number | null;
  blood_pressure_diastolic: number | null;
  respiratory_rate: number | null;
  oxygen_saturation: number | null;
  weight: NumericColumn;
  height: NumericColumn;
  pain_scale: number | null;
  alerts: ColumnType<unknown, string | undefined, never>;
}

/** notifications: per-user messages for the top bar's bell; read once read_at is set. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  body: string;
  link: string | null;
  severity: Severity;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

/** The whole database as Kysely sees it. */
/** patient_documents: an uploaded file, stored encrypted under its own wrapped data key, with its scan state. */
export interface PatientDocumentsTable {
  id: string;
  patient_id: string;
  facility_id: string;
  uploaded_by: string;
  uploaded_at: CreatedAt;
  uploaded_from_ip: string;
  file_name: string;
  file_type: DocumentFileType;
  file_size: number;
  category: DocumentCategory;
  /** SHA-256 of the plaintext, hex. */
  sha256: string;
  storage_key: string;
  /** The per-file AES-256 data key wrapped by the master key (base64 of nonce, ciphertext and tag). */
  wrapped_key: string;
  /** The base nonce of the file's AES-256-GCM segments, base64. */
  content_nonce: string;
  is_encrypted: Generated<boolean>;
  scan_status: Generated<DocumentScanStatus>;
  scan_signature: string | null;
  scanned_at: NullableTimestamp;
}

/** document_access_log: append-only; each view, download and print of a document. */
export interface DocumentAccessLogTable {
  id: Generated<string>;
  document_id: string;
  user_id: string;
  action: DocumentAccessAction;
  accessed_at: CreatedAt;
  ip_address: string;
}

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
