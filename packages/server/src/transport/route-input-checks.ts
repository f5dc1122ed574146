import type { Transaction } from 'kysely';
import { MESSAGES, wallTimeToInstant, type RouteInput } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';

/** The roles that may ride along as the attendant. */
const ATTENDANT_ROLES = ['nurse', 'therapist', 'administrator', 'driver'] as const;

/**
 * Checks that a route's people and children belong to the facility: the driver an active driver, the
 * attendant active staff, every child active; a 400 naming the field otherwise, before anything is written.
 */
export async function checkRouteMembers(
  trx: Transaction<Database>,
  facilityId: string,
  input: Pick<RouteInput, 'driverId' | 'attendantId' | 'stops'>,
): Promise<void> {
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'role'])
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('id', 'in', [input.driverId, ...(input.attendantId ? [input.attendantId] : [])])
    .execute();
  const driver = staff.find((user) => user.id === input.driverId);
  if (driver?.role !== 'driver')
    throw badRequest(MESSAGES.routeStaffInvalid, { driverId: MESSAGES.routeStaffInvalid });
  if (input.attendantId) {
    const attendant = staff.find((user) => user.id === input.attendantId);
    if (!attendant || !(ATTENDANT_ROLES as readonly string[]).includes(attendant.role))
      throw badRequest(MESSAGES.routeStaffInvalid, { attendantId: MESSAGES.routeStaffInvalid });
  }
  const childIds = input.stops.map((stop) => stop.patientId);
  const children = await trx
    .selectFrom('patients')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .where('id', 'in', childIds)
    .execute();
  if (children.length !== new Set(childIds).size)
    throw badRequest(MESSAGES.routeChildInvalid, { stops: MESSAGES.routeChildInvalid });
}

/** The scheduled departure and arrival of a service day as instants in the facility's zone. */
export function scheduledInstants(
  input: Pick<RouteInput, 'serviceDate' | 'scheduledDeparture' | 'scheduledArrival'>,
  timeZone: string,
): { scheduled_departure: Date; scheduled_arrival: Date } {
  return {
    scheduled_departure: wallTimeToInstant(input.serviceDate, input.scheduledDeparture, timeZone),
    scheduled_arrival: wallTimeToInstant(input.serviceDate, input.scheduledArrival, timeZone),
  };
}
