import type { Generated } from 'kysely';
import type { ImmunizationSource } from '@carenest/core';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.ts';

// Tables of infection control (migration 045): immunizations and illness exclusions.

/** patient_immunizations: one dose of a child's immunization record (Florida 59A-13.020). */
export interface PatientImmunizationsTable {
  id: Generated<string>;
  patient_id: string;
  cvx_code: string;
  vaccine_name: string;
  administered_on: string;
  dose_number: number;
  source: ImmunizationSource;
  notes: string | null;
  recorded_by: string;
  recorded_at: CreatedAt;
}

/** illness_exclusions: a child or staff member excluded for a suspected communicable illness (59A-13.020). */
export interface IllnessExclusionsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string | null;
  staff_id: string | null;
  symptoms: string;
  isolated_at: Timestamp;
  parents_notified_at: NullableTimestamp;
  sent_home_at: NullableTimestamp;
  recorded_by: string;
  recorded_at: CreatedAt;
  statement_date: string | null;
  clearance_document_id: string | null;
  cleared_by: string | null;
  cleared_at: NullableTimestamp;
}
