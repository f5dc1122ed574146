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
