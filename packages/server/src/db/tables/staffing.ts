import type { Generated } from 'kysely';
import type { CredentialType, ShiftCredential } from '@carenest/core';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.ts';

// Tables of staffing (migration 042): the time clock and its corrections, staff credentials, the ratio state.

/** time_clock_entries: one shift of one staff member; at most one open (no clock-out) per person. */
export interface TimeClockEntriesTable {
  id: Generated<string>;
  facility_id: string;
  user_id: string;
  credential: ShiftCredential;
  clock_in_at: Timestamp;
  clock_out_at: NullableTimestamp;
  break_minutes: Generated<number>;
  created_at: CreatedAt;
}

/** time_clock_corrections: an administrator's correction of a shift, keeping the values before it. */
export interface TimeClockCorrectionsTable {
  id: Generated<string>;
  entry_id: string;
  previous_clock_in_at: Timestamp;
  previous_clock_out_at: NullableTimestamp;
  previous_credential: ShiftCredential;
  previous_break_minutes: number;
  reason: string;
  corrected_by: string;
  corrected_at: Timestamp;
}

/** staff_credentials: a licence, certification, test, immunization or registry check of a staff member. */
export interface StaffCredentialsTable {
  id: Generated<string>;
  facility_id: string;
  user_id: string;
  type: CredentialType;
  license_number: string | null;
  issuing_state: string | null;
  issued_on: string;
  expires_on: string | null;
  verified_by: string;
  verified_at: Timestamp;
  expiry_notified_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
}

/** staffing_ratio_states: whether a facility's ratio is met now, and the system alert open while it is not. */
export interface StaffingRatioStatesTable {
  facility_id: string;
  is_met: boolean;
  changed_at: Timestamp;
  open_alert_id: string | null;
}
