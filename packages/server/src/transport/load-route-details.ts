import type { Transaction } from 'kysely';
import type { HandoffKind, HandoffRelationship } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** A stop as read, with the child's name. */
export interface StopRow {
  route_id: string;
  patient_id: string;
  position: number;
  address: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
}

/** A handoff as read (without the image). */
export interface HandoffRow {
  route_id: string;
  patient_id: string;
  kind: HandoffKind;
  signed_by: string;
  relationship: HandoffRelationship;
  is_authorized: boolean;
  unauthorized_reason: string | null;
  recorded_at: Date;
  device_time: Date;
  image_sha256: string;
}

/** A fix as read. */
export interface FixRow {
  route_id: string;
  latitude: string;
  longitude: string;
  accuracy: number | null;
  recorded_at: Date;
  device_time: Date;
}

/** An authorized pickup of a child (an emergency contact marked can pick up). */
export interface PickupRow {
  id: string;
  patient_id: string;
  name: string;
  relationship: string;
}

/** Everything a set of routes shows besides its own columns. */
export interface RouteDetails {
  stops: StopRow[];
  handoffs: HandoffRow[];
  lastFixes: FixRow[];
  pickups: PickupRow[];
}

/** The stops (in order), handoffs, newest fix per route and the children's authorized pickups of routes. */
export async function loadRouteDetails(
  trx: Transaction<Database>,
  routeIds: readonly string[],
): Promise<RouteDetails> {
  if (routeIds.length === 0) return { stops: [], handoffs: [], lastFixes: [], pickups: [] };
  const ids = [...routeIds];
  const stops = await trx
    .selectFrom('transport_route_stops')
    .innerJoin('patients', 'patients.id', 'transport_route_stops.patient_id')
    .select([
      'transport_route_stops.route_id',
      'transport_route_stops.patient_id',
      'transport_route_stops.position',
      'transport_route_stops.address',
      'patients.first_name',
      'patients.last_name',
      'patients.photo_url',
    ])
    .where('transport_route_stops.route_id', 'in', ids)
    .orderBy('transport_route_stops.route_id')
    .orderBy('transport_route_stops.position')
    .execute();
  const handoffs = await trx
    .selectFrom('transport_handoffs')
    .select([
      'route_id',
      'patient_id',
      'kind',
      'signed_by',
      'relationship',
      'is_authorized',
      'unauthorized_reason',
      'recorded_at',
      'device_time',
      'image_sha256',
    ])
    .where('route_id', 'in', ids)
    .execute();
  const lastFixes = await trx
    .selectFrom('transport_fixes')
    .distinctOn('route_id')
    .select(['route_id', 'latitude', 'longitude', 'accuracy', 'recorded_at', 'device_time'])
    .where('route_id', 'in', ids)
    .orderBy('route_id')
    .orderBy('id', 'desc')
    .execute();
  const childIds = [...new Set(stops.map((stop) => stop.patient_id))];
  const pickups =
    childIds.length === 0
      ? []
      : await trx
          .selectFrom('patient_emergency_contacts')
          .select(['id', 'patient_id', 'name', 'relationship'])
          .where('patient_id', 'in', childIds)
          .where('can_pickup', '=', true)
          .orderBy('position')
          .execute();
  return { stops, handoffs, lastFixes, pickups };
}

/** The newest fixes of one route, newest first (the detail view shows the last 5). */
export function loadRecentFixes(
  trx: Transaction<Database>,
  routeId: string,
  limit: number,
): Promise<FixRow[]> {
  return trx
    .selectFrom('transport_fixes')
    .select(['route_id', 'latitude', 'longitude', 'accuracy', 'recorded_at', 'device_time'])
    .where('route_id', '=', routeId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
