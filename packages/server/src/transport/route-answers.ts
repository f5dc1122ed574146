import type { Transaction } from 'kysely';
import { ROUTE_DETAIL_FIXES, type PolicyActor, type RouteDetailResponse } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { loadRecentFixes, loadRouteDetails } from './load-route-details.ts';
import type { RouteRow } from './load-routes.ts';
import { presentFix, presentRoute, userIdsOf } from './present-route.ts';
import { childrenOfParent } from './route-scope.ts';

/** Routes as their viewer may see them, details loaded in a handful of queries whatever their number. */
export async function presentRoutesFor(trx: Transaction<Database>, actor: PolicyActor, routes: RouteRow[]) {
  const details = await loadRouteDetails(
    trx,
    routes.map((route) => route.id),
  );
  const names = await loadUserNames(trx, userIdsOf(routes));
  const parentsChildren = await childrenOfParent(trx, actor);
  return routes.map((route) => presentRoute(route, details, names, { actor, parentsChildren }));
}

/**
 * One route's answer: the route as its viewer may see it, and its last 5 fixes for staff (a parent gets only
 * the position presentRoute allows them, never the trail).
 */
export async function routeDetailFor(
  trx: Transaction<Database>,
  actor: PolicyActor,
  route: RouteRow,
): Promise<RouteDetailResponse> {
  const [presented] = await presentRoutesFor(trx, actor, [route]);
  const fixes = actor.role === 'parent' ? [] : await loadRecentFixes(trx, route.id, ROUTE_DETAIL_FIXES);
  return { route: presented!, fixes: fixes.map(presentFix), timeZone: route.time_zone };
}

/** The children on a route, in stop order (every one, whoever asks: for events and checks). */
export async function childrenOnRoute(trx: Transaction<Database>, routeId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('transport_route_stops')
    .select('patient_id')
    .where('route_id', '=', routeId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.patient_id);
}

/**
 * The time zone whose today the route list shows: the actor's facility, else (a parent) their first child's
 * facility, else UTC.
 */
export async function viewerTimeZone(trx: Transaction<Database>, actor: PolicyActor): Promise<string> {
  let query = trx.selectFrom('facilities').select('facilities.timezone');
  if (actor.facilityId) query = query.where('facilities.id', '=', actor.facilityId);
  else if (actor.role === 'parent')
    query = query.where('facilities.id', 'in', (eb) =>
      eb
        .selectFrom('patients')
        .innerJoin('patient_parents', 'patient_parents.patient_id', 'patients.id')
        .select('patients.facility_id')
        .where('patient_parents.parent_id', '=', actor.userId),
    );
  else return 'UTC';
  const row = await query.executeTakeFirst();
  return row?.timezone ?? 'UTC';
}
