import { sql, type Transaction } from 'kysely';
import { todayInZone } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';

/**
 * The driver's four dashboard cards, from their own routes of the facility's today: Today's Routes (not
 * cancelled), Completed Trips, Pending Pickups (children on today's open routes not yet picked up) and Route
 * Alerts (today's routes cancelled, or still scheduled after their departure time).
 */
export async function countDriverCards(
  trx: Transaction<Database>,
  actor: Actor,
  now: Date,
): Promise<Record<'todaysRoutes' | 'completedTrips' | 'pendingPickups' | 'routeAlerts', number>> {
  const facility = actor.facilityId
    ? await trx
        .selectFrom('facilities')
        .select('timezone')
        .where('id', '=', actor.facilityId)
        .executeTakeFirst()
    : undefined;
  const today = todayInZone(now, facility?.timezone ?? 'UTC');
  const routes = await trx
    .selectFrom('transport_routes')
    .select([
      sql<number>`(count(*) FILTER (WHERE status <> 'cancelled'))::int`.as('todaysRoutes'),
      sql<number>`(count(*) FILTER (WHERE status = 'completed'))::int`.as('completedTrips'),
      sql<number>`(count(*) FILTER (WHERE status = 'cancelled'
        OR (status = 'scheduled' AND scheduled_departure < ${now})))::int`.as('routeAlerts'),
    ])
    .where('driver_id', '=', actor.userId)
    .where('service_date', '=', today)
    .executeTakeFirstOrThrow();
  const pending = await trx
    .selectFrom('transport_route_stops')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_route_stops.route_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('transport_routes.driver_id', '=', actor.userId)
    .where('transport_routes.service_date', '=', today)
    .where('transport_routes.status', 'not in', ['completed', 'cancelled'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transport_handoffs')
            .select(sql`1`.as('one'))
            .whereRef('transport_handoffs.route_id', '=', 'transport_route_stops.route_id')
            .whereRef('transport_handoffs.patient_id', '=', 'transport_route_stops.patient_id')
            .where('transport_handoffs.kind', '=', 'pickup'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { ...routes, pendingPickups: pending.count };
}
