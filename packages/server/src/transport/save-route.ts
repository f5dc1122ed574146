import type { Transaction } from 'kysely';
import type { RouteInput, routeInputSchema } from '@carenest/core';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { RouteRow } from './load-routes.ts';
import { checkRouteMembers, scheduledInstants } from './route-input-checks.ts';

/** A route's input after validation. */
export type ValidRouteInput = z.output<typeof routeInputSchema>;

/** What the audit row keeps of a route's plan. */
function auditedPlan(input: ValidRouteInput | RouteInput) {
  return {
    name: input.name,
    direction: input.direction,
    serviceDate: input.serviceDate,
    driverId: input.driverId,
    vehicle: input.vehicle,
    attendantId: input.attendantId ?? null,
    attendantCredential: input.attendantCredential ?? null,
    scheduledDeparture: input.scheduledDeparture,
    scheduledArrival: input.scheduledArrival,
    children: input.stops.map((stop) => stop.patientId),
  };
}

/** Replaces a route's stops with the input's, in its order. */
async function writeStops(
  trx: Transaction<Database>,
  routeId: string,
  input: ValidRouteInput,
): Promise<void> {
  await trx.deleteFrom('transport_route_stops').where('route_id', '=', routeId).execute();
  await trx
    .insertInto('transport_route_stops')
    .values(
      input.stops.map((stop, index) => ({
        route_id: routeId,
        patient_id: stop.patientId,
        position: index + 1,
        address: stop.address,
      })),
    )
    .execute();
}

/**
 * Creates a route of the facility (administrators), scheduled, with its children in stop order; audited as
 * CREATE_ROUTE and announced (route.changed) to everyone who may see one of its children. Answers its id.
 */
export async function createRoute(
  scope: CommandScope & { facilityId: string; timeZone: string; input: ValidRouteInput },
): Promise<string> {
  const { trx, actor, now, facilityId, timeZone, input } = scope;
  await checkRouteMembers(trx, facilityId, input);
  const { id } = await trx
    .insertInto('transport_routes')
    .values({
      facility_id: facilityId,
      name: input.name,
      direction: input.direction,
      service_date: input.serviceDate,
      driver_id: input.driverId,
      vehicle: input.vehicle,
      attendant_id: input.attendantId,
      attendant_credential: input.attendantCredential,
      ...scheduledInstants(input, timeZone),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeStops(trx, id, input);
  await auditChange(scope, {
    action: 'CREATE_ROUTE',
    resourceType: 'ROUTE',
    resourceId: id,
    newValues: auditedPlan(input),
  });
  const patientIds = input.stops.map((stop) => stop.patientId);
  await publishEvent(trx, { kind: 'route.changed', resourceId: id, patientIds });
  return id;
}

/**
 * Replaces a scheduled route's plan (administrators; the caller has checked it is still scheduled): its
 * fields and stops. Audited as UPDATE_ROUTE with the old and new plans; announced to the parents of the
 * children it carried and now carries.
 */
export async function editRoute(
  scope: CommandScope & { route: RouteRow; previousChildren: string[]; input: ValidRouteInput },
): Promise<void> {
  const { trx, now, route, previousChildren, input } = scope;
  await checkRouteMembers(trx, route.facility_id, input);
  await trx
    .updateTable('transport_routes')
    .set({
      name: input.name,
      direction: input.direction,
      service_date: input.serviceDate,
      driver_id: input.driverId,
      vehicle: input.vehicle,
      attendant_id: input.attendantId,
      attendant_credential: input.attendantCredential,
      ...scheduledInstants(input, route.time_zone),
      updated_at: now,
    })
    .where('id', '=', route.id)
    .execute();
  await writeStops(trx, route.id, input);
  await auditChange(scope, {
    action: 'UPDATE_ROUTE',
    resourceType: 'ROUTE',
    resourceId: route.id,
    oldValues: { driverId: route.driver_id, serviceDate: route.service_date, children: previousChildren },
    newValues: auditedPlan(input),
  });
  const patientIds = [...new Set([...previousChildren, ...input.stops.map((stop) => stop.patientId)])];
  await publishEvent(trx, { kind: 'route.changed', resourceId: route.id, patientIds });
}
