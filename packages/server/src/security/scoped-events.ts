import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';

/** Security events an administrator may see: their facility's and those tied to no facility (by IP). */
export function scopedEvents(db: Kysely<Database>, actor: Actor) {
  const events = db.selectFrom('security_events');
  if (actor.role === 'super_admin') return events;
  return events.where((eb) =>
    eb.or([
      eb('security_events.facility_id', '=', actor.facilityId),
      eb('security_events.facility_id', 'is', null),
    ]),
  );
}
