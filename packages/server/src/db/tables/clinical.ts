import type { ColumnType, Generated } from 'kysely';
import type { ClinicalNoteType, ParameterMeasurement, Severity } from '@carenest/core';
import type { CreatedAt, Timestamp, NullableTimestamp, NumericColumn } from './column-types.ts';

// Tables of clinical documentation: signed notes with versions and amendments, vital signs, notifications.

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
  /** Whether the author shared the note with the child's family (migration 040). */
  is_shared_with_family: Generated<boolean>;
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
  /** The rule each watched measurement was judged by (JSON array of AppliedRange). */
  applied_ranges: ColumnType<unknown, string | undefined, never>;
}

/** vital_parameters: a child's current physician-ordered limits, one row per measurement. */
export interface VitalParametersTable {
  patient_id: string;
  measurement: ParameterMeasurement;
  notify_low: ColumnType<string, number, number>;
  notify_high: ColumnType<string, number, number>;
  critical_low: ColumnType<string | null, number | null, number | null>;
  critical_high: ColumnType<string | null, number | null, number | null>;
  ordered_by: string;
  ordered_on: ColumnType<string, string, string>;
  entered_by: string;
  entered_at: Timestamp;
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

/** notification_preferences: the categories a user changed (absent means on). */
export interface NotificationPreferencesTable {
  user_id: string;
  category: 'transport' | 'medications' | 'messages' | 'reports';
  is_enabled: boolean;
  updated_at: Timestamp;
}
