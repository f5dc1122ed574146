import type { Generated } from 'kysely';
import type { ImmunizationSource } from '@carenest/core';
import type { CreatedAt } from './column-types.ts';

// Tables of the immunization record (migration 045).

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
