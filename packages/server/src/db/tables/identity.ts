import type { ColumnType, Generated } from 'kysely';
import type {
  DefaultVitalRanges,
  Role,
  SecurityEventType,
  Severity,
  StateRuleSet,
  Weekday,
} from '@carenest/core';
import type { CreatedAt, Timestamp, NullableTimestamp } from './column-types.ts';

// Tables of accounts, sessions, compliance and the security record (audit log, events, alerts).

/** facilities: a PPEC center with its own time zone, address, state rule set, capacity and hours. */
export interface FacilitiesTable {
  id: Generated<string>;
  name: string;
  timezone: string;
  require_mfa_for_staff: Generated<boolean>;
  created_at: CreatedAt;
  address: Generated<string>;
  phone: Generated<string>;
  state_rule_set: Generated<StateRuleSet>;
  /** Null until an administrator records the licence's capacity. */
  licensed_capacity: number | null;
  /** "HH:mm" on the facility's clock. */
  opens_at: Generated<string>;
  closes_at: Generated<string>;
  open_weekdays: Generated<Weekday[]>;
  default_vital_ranges: Generated<DefaultVitalRanges>;
}

/** installation: the install itself, one row at most (migration 036). */
export interface InstallationTable {
  id: Generated<boolean>;
  is_demo: boolean;
  /** SHA-256 (hex) of the newest setup code; null once set up. */
  setup_code_hash: string | null;
  setup_code_issued_at: NullableTimestamp;
  set_up_at: NullableTimestamp;
}

/** facility_closure_days: a day a facility is closed (a holiday), with its name if given; one per facility and date. */
export interface FacilityClosureDaysTable {
  facility_id: string;
  /** yyyy-MM-dd. */
  closed_on: string;
  /** The day's name ("Thanksgiving Day"), null when none was given. */
  reason: string | null;
  created_by: string | null;
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

/** audit_log: append-only; numbered by a sequence, linked into audit_chain by the sequencer after commit. */
export interface AuditLogTable {
  sequence: ColumnType<string, string | number | bigint | undefined, never>;
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
}

/** audit_chain: append-only; each audit row in chain order with the previous hash and its own SHA-256. */
export interface AuditChainTable {
  position: ColumnType<string, string | number | bigint, never>;
  audit_sequence: ColumnType<string, string | number | bigint, never>;
  previous_hash: string;
  hash: string;
}

/** audit_pending: committed audit rows the sequencer has not chained yet. */
export interface AuditPendingTable {
  audit_sequence: ColumnType<string, string | number | bigint, never>;
}

/** audit_log_counts: linked audit rows by the facility of their user ('' for none), kept by the sequencer. */
export interface AuditLogCountsTable {
  scope: string;
  entries: ColumnType<string, string | number | bigint, string | number | bigint>;
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
