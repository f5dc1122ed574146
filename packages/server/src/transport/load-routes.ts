import type { Transaction } from 'kysely';
import type { AttendantCredential, PolicyActor, RouteDirection, RouteStatus } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isRouteVisibleTo } from './route-scope.ts';

/** The route columns every read takes. */
const ROUTE_COLUMNS = [
  'transport_routes.id',
  'transport_routes.facility_id',
  'transport_routes.name',
  'transport_routes.direction',
  'transport_routes.service_date',
  'transport_routes.driver_id',
  'transport_routes.vehicle',
  'transport_routes.attendant_id',
  'transport_routes.attendant_credential',
  'transport_routes.scheduled_departure',
  'transport_routes.scheduled_arrival',
  'transport_routes.actual_departure',
  'transport_routes.actual_arrival',
  'transport_routes.status',
  'transport_routes.cancel_reason',
  'transport_routes.cancelled_by',
  'transport_routes.cancelled_at',
] as const;

/** A route row as read, with its facility's time zone. */
export interface RouteRow {
  id: string;
  facility_id: string;
  name: string;
  direction: RouteDirection;
  service_date: string;
  driver_id: string;
  vehicle: string;
  attendant_id: string | null;
  attendant_credential: AttendantCredential | null;
  scheduled_departure: Date;
  scheduled_arrival: Date;
  actual_departure: Date | null;
  actual_arrival: Date | null;
  status: RouteStatus;
  cancel_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: Date | null;
  time_zone: string;
}

/** The routes of one service day the actor may see, in departure order. */
export async function loadRoutesOfDay(
  trx: Transaction<Database>,
  actor: PolicyActor,
  serviceDate: string,
): Promise<RouteRow[]> {
  return (await trx
    .selectFrom('transport_routes')
    .innerJoin('facilities', 'facilities.id', 'transport_routes.facility_id')
    .select([...ROUTE_COLUMNS, 'facilities.timezone as time_zone'])
    .where(isRouteVisibleTo(actor))
    .where('transport_routes.service_date', '=', serviceDate)
    .orderBy('transport_routes.scheduled_departure')
    .orderBy('transport_routes.name')
    .execute()) as RouteRow[];
}

/**
 * One route the actor may see, or undefined (absent and invisible are never told apart). `lock` takes the
 * row FOR UPDATE, so two moves of one route run one after the other.
 */
export async function findVisibleRoute(
  trx: Transaction<Database>,
  actor: PolicyActor,
  routeId: string,
  options: { lock?: boolean } = {},
): Promise<RouteRow | undefined> {
  let query = trx
    .selectFrom('transport_routes')
    .innerJoin('facilities', 'facilities.id', 'transport_routes.facility_id')
    .select([...ROUTE_COLUMNS, 'facilities.timezone as time_zone'])
    .where('transport_routes.id', '=', routeId)
    .where(isRouteVisibleTo(actor));
  if (options.lock) query = query.forUpdate('transport_routes');
  return (await query.executeTakeFirst()) as RouteRow | undefined;
}
