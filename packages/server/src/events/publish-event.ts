import { LIVE_EVENT_MAXIMUM_PATIENTS, type LiveEventKind, type Role } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The PostgreSQL channel every live event is announced on. */
export const LIVE_EVENT_CHANNEL = 'carenest_live_events';

/** A change to announce, and who may hear of it. */
export interface LiveEventInput {
  kind: LiveEventKind;
  /** The changed record's id (a note, a document, a notification). */
  resourceId?: string;
  /** Everyone who may see one of these patients hears of it (the read rules decide, per subscriber). */
  patientIds?: readonly string[];
  /** These users hear of it (a notification's recipient, an account that changed). */
  userIds?: readonly string[];
  /** These roles of this facility hear of it (super_admin with administrators). */
  facility?: { id: string; roles: readonly Role[] };
}

/**
 * Writes a live event in the caller's transaction and announces it with NOTIFY, which PostgreSQL delivers only
 * at commit: a change that rolls back announces nothing. The notification carries the event's id; listeners
 * read the row (ids and audience only, no PHI) and fan it out to the streams allowed to see it.
 */
export async function publishEvent(trx: Transaction<Database>, event: LiveEventInput): Promise<void> {
  const patientIds = [...new Set(event.patientIds ?? [])];
  if (patientIds.length > LIVE_EVENT_MAXIMUM_PATIENTS)
    throw new Error(`a live event names at most ${LIVE_EVENT_MAXIMUM_PATIENTS} patients`);
  await sql`
    WITH written AS (
      INSERT INTO live_events (kind, resource_id, patient_ids, user_ids, facility_id, facility_roles)
      VALUES (${event.kind}, ${event.resourceId ?? null}, ${patientIds}::uuid[], ${[...(event.userIds ?? [])]}::uuid[],
              ${event.facility?.id ?? null}, ${[...(event.facility?.roles ?? [])]}::text[])
      RETURNING id)
    SELECT pg_notify(${LIVE_EVENT_CHANNEL}, id::text) FROM written`.execute(trx);
}
