import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** Security events an administrator may see: their facility's and those tied to no facility (by IP). */
export function scopedEvents(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('security_events')
    .where((eb) =>
      eb.or([
        isInFacilityScope(actor, 'security_events.facility_id'),
        eb('security_events.facility_id', 'is', null),
      ]),
    );
}
