import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** A live event as the tests compare it: its kind and audience. */
export interface PublishedEvent {
  kind: string;
  patientIds: string[];
  userIds: string[];
}

/** The live events published about one record, oldest first (ARCHITECTURE.md, "Live events"). */
export async function liveEventsAbout(db: Kysely<Database>, resourceId: string): Promise<PublishedEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .select(['kind', 'patient_ids', 'user_ids'])
    .where('resource_id', '=', resourceId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind, patientIds: row.patient_ids, userIds: row.user_ids }));
}
