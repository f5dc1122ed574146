import type { Generated } from 'kysely';
import type {
  AdministrativeSex,
  AllergySeverity,
  AttendantCredential,
  CareComplexity,
  MedicationRoute,
} from '@carenest/core';
import type { CreatedAt, NumericColumn, Timestamp, NullableTimestamp } from './column-types.ts';

// Tables of the children in care: patients and their details, assignments, break-glass access, the eMAR.

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
  /** Administrative sex (migration 032): what the 837P and FHIR's Patient.gender say; 'unknown' until known. */
  sex: Generated<AdministrativeSex>;
  /** The credential a transport attendant must hold for the child (null: none required). */
  transport_attendant: Generated<AttendantCredential | null>;
  is_active: Generated<boolean>;
  /** The path the app loads the current photo from (migration 039), null without one. */
  photo_url: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** patient_photos (migration 039): a child's current photo and a parent's proposal, each an encrypted blob. */
export interface PatientPhotosTable {
  id: string;
  patient_id: string;
  status: 'current' | 'proposed';
  content_type: 'image/jpeg' | 'image/png';
  file_size: number;
  storage_key: string;
  wrapped_key: string;
  content_nonce: string;
  uploaded_by: string;
  created_at: CreatedAt;
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

/** facility_patient_counts: the patient list's footer counts of a facility, kept by triggers (migration 026). */
export interface FacilityPatientCountsTable {
  facility_id: string;
  total: number;
  active: number;
  with_allergies: number;
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
  is_controlled: Generated<boolean>;
  /** The current version's number (medication_versions). */
  version: Generated<number>;
  discontinued_at: NullableTimestamp;
  discontinued_by: string | null;
  discontinue_reason: string | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** medication_versions: every version of a medication order, append-only; version 1 is the order as added. */
export interface MedicationVersionsTable {
  medication_id: string;
  version: number;
  dosage: string;
  frequency: string;
  route: MedicationRoute;
  prescribed_by: string;
  instructions: string | null;
  scheduled_times: string[];
  is_controlled: boolean;
  /** Why the order changed; null for the first version. */
  change_reason: string | null;
  changed_by: string;
  changed_at: Timestamp;
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
  /** The second nurse who witnessed a dose (controlled medications), signed in with their own credentials. */
  witness_id: string | null;
  /** The order version in force when the dose was recorded (null for records older than versions). */
  medication_version: number | null;
  digital_signature: string | null;
  amends_id: string | null;
  amendment_reason: string | null;
  recorded_at: CreatedAt;
  /** Who wrote this row: the administering user, or for an amendment the user who corrected it. */
  recorded_by: string | null;
}

/** family_codes: one-time codes linking a parent to a child (only the code's SHA-256 is kept). */
export interface FamilyCodesTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  code_sha256: string;
  issued_by: string;
  issued_at: CreatedAt;
  expires_at: Timestamp;
  used_by: string | null;
  used_at: NullableTimestamp;
  revoked_by: string | null;
  revoked_at: NullableTimestamp;
}

/** message_threads: one conversation per child and parent with the child's care team. */
export interface MessageThreadsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  parent_id: string;
  created_at: CreatedAt;
  last_message_at: NullableTimestamp;
  /** When unlinking the parent closed the thread (read-only for everyone), and who unlinked them. */
  closed_at: NullableTimestamp;
  closed_by: string | null;
}

/** secure_messages: the messages of a thread, append-only. */
export interface SecureMessagesTable {
  id: Generated<string>;
  thread_id: string;
  sender_id: string;
  body: string;
  sent_at: Timestamp;
}

/** secure_message_attachments: the documents a message carries, in the order they were attached. */
export interface SecureMessageAttachmentsTable {
  message_id: string;
  document_id: string;
  position: number;
}

/** message_reads: how far each reader has read a thread. */
export interface MessageReadsTable {
  thread_id: string;
  user_id: string;
  read_at: Timestamp;
}

/** morning_handoffs: a parent's account of the night before arrival, one per child and service day. */
export interface MorningHandoffsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  service_date: string;
  submitted_by: string;
  submitted_at: Timestamp;
  sleep_quality: 'good' | 'fair' | 'poor';
  sleep_hours: NumericColumn;
  seizure_count: number;
  seizure_notes: string;
  last_feed_at: NullableTimestamp;
  feed_notes: string;
  notes: string;
  /** When a later submission of the same day last edited it. */
  updated_at: NullableTimestamp;
}

/** morning_handoff_doses: the medications a handoff says were given at home, and when. */
export interface MorningHandoffDosesTable {
  handoff_id: string;
  medication_id: string;
  given_at: Timestamp;
}

/**
 * appointments: scheduled by staff or requested by a parent, then accepted or declined; cancelled with a
 * reason, rescheduled (the time before the last move kept) or completed.
 */
export interface AppointmentsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  appointment_type: 'therapy_evaluation' | 'physician_visit' | 'care_conference';
  status: 'requested' | 'scheduled' | 'declined' | 'cancelled' | 'completed';
  starts_at: NullableTimestamp;
  duration_minutes: number | null;
  location: string;
  notes: string;
  preferred_date: string | null;
  requested_by: string | null;
  response_message: string | null;
  answered_by: string | null;
  answered_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
  cancellation_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: NullableTimestamp;
  previous_starts_at: NullableTimestamp;
  rescheduled_by: string | null;
  rescheduled_at: NullableTimestamp;
  completed_by: string | null;
  completed_at: NullableTimestamp;
}
