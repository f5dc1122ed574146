import type { Route, RouteFix, RouteStatus } from '@carenest/core';
import { personOf, type UserNames } from '../shared/user-names.ts';
import type { FixRow, RouteDetails } from './load-route-details.ts';
import type { RouteRow } from './load-routes.ts';

/** The statuses in which the van is on the road. */
const MOVING: readonly RouteStatus[] = ['en_route_pickup', 'picking_up', 'en_route_facility'];

/** A fix as the API presents it. */
export function presentFix(row: FixRow): RouteFix {
  return {
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    accuracy: row.accuracy,
    recordedAt: row.recorded_at.toISOString(),
    deviceTime: row.device_time.toISOString(),
  };
}

/** Who is looking: staff see every stop; a parent only their own children's (`childrenOfParent`). */
export interface RouteViewer {
  parentsChildren: Set<string> | null;
}

/**
 * Whether a parent may see where the van is: while it is on the road and none of their children on it has
 * been handed back yet (on its way to their stop, or their child aboard).
 */
export function mayParentSeePosition(route: RouteRow, details: RouteDetails, children: Set<string>): boolean {
  if (!MOVING.includes(route.status)) return false;
  return !details.handoffs.some(
    (handoff) =>
      handoff.route_id === route.id && handoff.kind === 'dropoff' && children.has(handoff.patient_id),
  );
}

/**
 * A route as its viewer may see it: a parent gets only their own children's stops, no authorized-pickup list,
 * and the van's position only while mayParentSeePosition; staff get everything.
 */
export function presentRoute(
  route: RouteRow,
  details: RouteDetails,
  names: UserNames,
  viewer: RouteViewer,
): Route {
  const children = viewer.parentsChildren;
  const stops = details.stops.filter(
    (stop) => stop.route_id === route.id && (children === null || children.has(stop.patient_id)),
  );
  const handoffOf = (patientId: string, kind: 'pickup' | 'dropoff') => {
    const row = details.handoffs.find(
      (handoff) => handoff.route_id === route.id && handoff.patient_id === patientId && handoff.kind === kind,
    );
    if (!row) return null;
    return {
      kind: row.kind,
      signedBy: row.signed_by,
      relationship: row.relationship,
      isAuthorized: row.is_authorized,
      unauthorizedReason: row.unauthorized_reason,
      recordedAt: row.recorded_at.toISOString(),
      deviceTime: row.device_time.toISOString(),
      imageSha256: row.image_sha256,
    };
  };
  const fix = details.lastFixes.find((row) => row.route_id === route.id);
  const mayShowPosition = children === null || mayParentSeePosition(route, details, children);
  return {
    id: route.id,
    name: route.name,
    direction: route.direction,
    serviceDate: route.service_date,
    status: route.status,
    driver: personOf(names, route.driver_id),
    vehicle: route.vehicle,
    attendant:
      route.attendant_id && route.attendant_credential
        ? { ...personOf(names, route.attendant_id), credential: route.attendant_credential }
        : null,
    scheduledDeparture: route.scheduled_departure.toISOString(),
    scheduledArrival: route.scheduled_arrival.toISOString(),
    actualDeparture: route.actual_departure?.toISOString() ?? null,
    actualArrival: route.actual_arrival?.toISOString() ?? null,
    cancellation:
      route.cancel_reason && route.cancelled_by && route.cancelled_at
        ? {
            reason: route.cancel_reason,
            by: personOf(names, route.cancelled_by),
            at: route.cancelled_at.toISOString(),
          }
        : null,
    stops: stops.map((stop) => ({
      position: stop.position,
      patientId: stop.patient_id,
      patientName: `${stop.first_name} ${stop.last_name}`,
      photoUrl: stop.photo_url,
      address: stop.address,
      pickup: handoffOf(stop.patient_id, 'pickup'),
      dropoff: handoffOf(stop.patient_id, 'dropoff'),
      authorizedPickups:
        children === null
          ? details.pickups
              .filter((pickup) => pickup.patient_id === stop.patient_id)
              .map((pickup) => ({ id: pickup.id, name: pickup.name, relationship: pickup.relationship }))
          : [],
    })),
    lastFix: fix && mayShowPosition ? presentFix(fix) : null,
  };
}

/** The users a set of routes names: drivers, attendants and whoever cancelled. */
export function userIdsOf(routes: readonly RouteRow[]): string[] {
  return routes.flatMap((route) =>
    [route.driver_id, route.attendant_id, route.cancelled_by].filter((id): id is string => id !== null),
  );
}
