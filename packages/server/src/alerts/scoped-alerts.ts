import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** The alerts an administrator sees: their facility's and those for every facility; super_admin all. */
export function scopedAlerts(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('system_alerts')
    .where((eb) =>
      eb.or([
        isInFacilityScope(actor, 'system_alerts.facility_id'),
        eb('system_alerts.facility_id', 'is', null),
      ]),
    );
}
