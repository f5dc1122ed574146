import { transportPolicy, type PolicyActor, type Route, type RouteFix } from '@carenest/core';
import { personOf, type UserNames } from '../shared/user-names.ts';
import type { FixRow, RouteDetails } from './load-route-details.ts';
import type { RouteRow } from './load-routes.ts';

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
  actor: PolicyActor;
  parentsChildren: Set<string> | null;
}

/**
 * A route as its viewer may see it: a parent gets only their own children's stops, no authorized-pickup list,
 * and the van's position only while transportPolicy.canSeeVanPosition says so; staff get everything.
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
  const mayShowPosition = transportPolicy.canSeeVanPosition(viewer.actor, {
    status: route.status,
    hasHandedBackViewersChild:
      children !== null &&
      details.handoffs.some(
        (handoff) =>
          handoff.route_id === route.id && handoff.kind === 'dropoff' && children.has(handoff.patient_id),
      ),
  });
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
