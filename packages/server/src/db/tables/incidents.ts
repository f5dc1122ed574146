import type { ColumnType, Generated } from 'kysely';
import type { IncidentStatus, IncidentType, NotifiedAgency } from '@carenest/core';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** incidents: one report of an accident or unusual incident (see migration 043). */
export interface IncidentsTable {
  id: Generated<string>;
  facility_id: string;
  incident_type: IncidentType;
  status: ColumnType<IncidentStatus, IncidentStatus | undefined, IncidentStatus>;
  occurred_at: Timestamp;
  location: string;
  description: string;
  corrective_action: ColumnType<string, string | undefined, string>;
  eod_report_id: string | null;
  administration_id: string | null;
  reported_by: string;
  reported_at: Timestamp;
  review_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  closed_by: string | null;
  closed_at: NullableTimestamp;
}

/** incident_children: a child named in a report, the care given and by whom, the parent's notification. */
export interface IncidentChildrenTable {
  incident_id: string;
  patient_id: string;
  care_given: string;
  care_given_by: string;
  parent_notified_name: string | null;
  parent_notified_at: NullableTimestamp;
  parent_notification_method: 'in_person' | 'phone' | 'secure_message' | 'email' | null;
}

/** incident_staff: a staff member named in a report. */
export interface IncidentStaffTable {
  incident_id: string;
  user_id: string;
}

/** incident_agency_notifications: HHSC or law enforcement told of a report, when, and its reference. */
export interface IncidentAgencyNotificationsTable {
  incident_id: string;
  agency: NotifiedAgency;
  notified_at: Timestamp;
  reference: string;
  recorded_by: string;
  recorded_at: Timestamp;
}
