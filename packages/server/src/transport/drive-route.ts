import type { z } from 'zod';
import {
  MESSAGES,
  attendantShortfall,
  isRouteOpen,
  nextTransition,
  routeTransitionRefusal,
  type positionSchema,
  type RouteStatus,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { recordRouteAttendance } from './attendance.ts';
import type { RouteRow } from './load-routes.ts';
import { notifyParents } from './notify-parents.ts';
import { refuseExpiredDriver } from '../credentials/index.ts';

/** A position after validation. */
export type Position = z.output<typeof positionSchema>;

/** The statuses in which the van sends its position. */
const TRACKED: readonly RouteStatus[] = ['en_route_pickup', 'picking_up', 'en_route_facility', 'arrived'];

/** Appends a fix to a route, with the device's time beside the server's. */
async function appendFix(
  scope: CommandScope & { route: RouteRow; position: Position; deviceTime: string },
): Promise<void> {
  const { trx, actor, now, route, position, deviceTime } = scope;
  await trx
    .insertInto('transport_fixes')
    .values({
      route_id: route.id,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy,
      device_time: deviceTime,
      recorded_at: now,
      recorded_by: actor.userId,
    })
    .execute();
}

/** Each child of a route with the credential their chart requires of a transport attendant. */
async function transportNeeds(scope: CommandScope, routeId: string) {
  const rows = await scope.trx
    .selectFrom('transport_route_stops')
    .innerJoin('patients', 'patients.id', 'transport_route_stops.patient_id')
    .select(['patients.first_name', 'patients.last_name', 'patients.transport_attendant'])
    .where('transport_route_stops.route_id', '=', routeId)
    .orderBy('transport_route_stops.position')
    .execute();
  return rows.map((row) => ({ name: `${row.first_name} ${row.last_name}`, needs: row.transport_attendant }));
}

/**
 * Moves a route one step along the spec's table (the caller has checked the actor is its driver and locked
 * the row): only to the next status, else a 409 naming both; a route carrying a child whose chart requires a
 * transport attendant's credential starts only with an attendant covering it (409 naming the child). Stamps the actual departure or arrival when
 * still empty and appends the phone's latest fix. Arrival at the facility checks in every child picked up;
 * their parents are told. Audited (ROUTE_STATUS_CHANGE, old and new status) and announced (route.changed).
 */
export async function changeRouteStatus(
  scope: CommandScope & {
    route: RouteRow;
    children: string[];
    status: RouteStatus;
    position: Position | null;
    deviceTime: string;
  },
): Promise<void> {
  const { trx, now, route, children, status, position, deviceTime } = scope;
  if (!isRouteOpen(route.status)) throw conflict(MESSAGES.routeClosed);
  const transition = nextTransition(route.status);
  if (!transition || transition.to !== status) throw conflict(routeTransitionRefusal(route.status, status));
  if (route.status === 'scheduled') {
    const shortfall = attendantShortfall(route.attendant_credential, await transportNeeds(scope, route.id));
    if (shortfall) throw conflict(shortfall);
    await refuseExpiredDriver(trx, route.driver_id, route.service_date);
  }
  await trx
    .updateTable('transport_routes')
    .set({
      status,
      updated_at: now,
      ...(transition.stamps === 'actualDeparture' && !route.actual_departure
        ? { actual_departure: now }
        : {}),
      ...(transition.stamps === 'actualArrival' && !route.actual_arrival ? { actual_arrival: now } : {}),
    })
    .where('id', '=', route.id)
    .execute();
  if (position) await appendFix({ ...scope, position, deviceTime });
  await auditChange(scope, {
    action: 'ROUTE_STATUS_CHANGE',
    resourceType: 'ROUTE',
    resourceId: route.id,
    oldValues: { status: route.status },
    newValues: { status, deviceTime },
  });
  if (status === 'arrived' && route.direction === 'to_facility') {
    const aboard = await trx
      .selectFrom('transport_handoffs')
      .select('patient_id')
      .where('route_id', '=', route.id)
      .where('kind', '=', 'pickup')
      .execute();
    const entries = aboard.map((row) => ({
      patientId: row.patient_id,
      kind: 'check_in' as const,
      adultName: null,
    }));
    const checkedIn = await recordRouteAttendance({ ...scope, entries });
    await notifyParents(
      scope,
      'arrived',
      checkedIn.map((patientId) => ({ patientId, detail: null })),
    );
  }
  await publishEvent(trx, { kind: 'route.changed', resourceId: route.id, patientIds: children });
}

/**
 * Records a fix from the driver's phone (the caller has checked the driver): only while the route is on the
 * road (started, not completed or cancelled), else a 409. Fixes are the route's own append-only record and
 * are not audited one by one; each is announced so the live views move.
 */
export async function recordFix(
  scope: CommandScope & { route: RouteRow; children: string[]; position: Position; deviceTime: string },
): Promise<void> {
  const { trx, route, children } = scope;
  if (!isRouteOpen(route.status)) throw conflict(MESSAGES.routeClosed);
  if (!TRACKED.includes(route.status)) throw conflict(MESSAGES.routeNotStarted);
  await appendFix(scope);
  await publishEvent(trx, { kind: 'route.changed', resourceId: route.id, patientIds: children });
}
