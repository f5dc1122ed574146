import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';

/** The alerts an administrator sees: their facility's and those for every facility; super_admin all. */
export function scopedAlerts(db: Kysely<Database>, actor: Actor) {
  const alerts = db.selectFrom('system_alerts');
  if (actor.role === 'super_admin') return alerts;
  return alerts.where((eb) =>
    eb.or([
      eb('system_alerts.facility_id', '=', actor.facilityId),
      eb('system_alerts.facility_id', 'is', null),
    ]),
  );
}
