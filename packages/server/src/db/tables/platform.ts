import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** live_events: the retained log of live events (ids and audience only; see migration 009). */
export interface LiveEventsTable {
  id: Generated<string>;
  kind: string;
  resource_id: string | null;
  patient_ids: ColumnType<string[], string[] | undefined, never>;
  user_ids: ColumnType<string[], string[] | undefined, never>;
  facility_id: string | null;
  facility_roles: ColumnType<string[], string[] | undefined, never>;
  created_at: CreatedAt;
}

/** job_keys: the keys of jobs enqueued at most once per key (see migration 010). */
export interface JobKeysTable {
  job_name: string;
  key: string;
  created_at: CreatedAt;
}

/** job_heartbeats: each scheduled job's last run and what it found (see migration 025). */
export interface JobHeartbeatsTable {
  job_name: string;
  last_run_at: Date;
  last_outcome: string;
}

/** eod_reports: signed end-of-day reports, immutable but for archiving (see migration 025). */
export interface EodReportsTable {
  id: Generated<string>;
  facility_id: string;
  report_date: string;
  status: 'generating' | 'completed' | 'archived' | 'error';
  generated_by: string;
  is_automated: boolean;
  generated_at: Date;
  retention_date: string;
  /** jsonb: written as JSON text, read as the parsed value. */
  sections: ColumnType<unknown, string, never>;
  summary: ColumnType<unknown, string, never>;
  hash: string;
  digital_signature: string;
  supersedes: string | null;
  archived_at: Date | null;
}
