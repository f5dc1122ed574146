import {
  isWithinServiceDates,
  MESSAGES,
  nextCalendarDay,
  wallTimeInZone,
  wallTimeToInstant,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { StopRow } from './load-route-details.ts';
import type { RouteRow } from './load-routes.ts';

/** The next `count` working days (Monday to Friday) after a service date, in order. */
export function nextWorkingDays(serviceDate: string, count: number): string[] {
  const days: string[] = [];
  let day = serviceDate;
  while (days.length < count) {
    day = nextCalendarDay(day);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

/**
 * Copies a route (its plan and stops, not its progress) to the next working days after its service date,
 * each copy scheduled at the same wall-clock times in the facility's zone. Audited as COPY_ROUTE on the
 * original with the new ids; each copy is announced. Refused (400 on `workingDays`) when a copy would fall
 * outside the service dates core takes. Answers the new routes' ids.
 */
export async function copyRoute(
  scope: CommandScope & { route: RouteRow; stops: StopRow[]; workingDays: number },
): Promise<string[]> {
  const { trx, actor, now, route, stops, workingDays } = scope;
  const departure = wallTimeInZone(route.scheduled_departure, route.time_zone);
  const arrival = wallTimeInZone(route.scheduled_arrival, route.time_zone);
  const days = nextWorkingDays(route.service_date, workingDays);
  if (!days.every(isWithinServiceDates))
    throw badRequest(MESSAGES.dateOutOfRange, { workingDays: MESSAGES.dateOutOfRange });
  const ids: string[] = [];
  for (const day of days) {
    const { id } = await trx
      .insertInto('transport_routes')
      .values({
        facility_id: route.facility_id,
        name: route.name,
        direction: route.direction,
        service_date: day,
        driver_id: route.driver_id,
        vehicle: route.vehicle,
        attendant_id: route.attendant_id,
        attendant_credential: route.attendant_credential,
        scheduled_departure: wallTimeToInstant(day, departure, route.time_zone),
        scheduled_arrival: wallTimeToInstant(day, arrival, route.time_zone),
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('transport_route_stops')
      .values(
        stops.map((stop) => ({
          route_id: id,
          patient_id: stop.patient_id,
          position: stop.position,
          address: stop.address,
        })),
      )
      .execute();
    await publishEvent(trx, {
      kind: 'route.changed',
      resourceId: id,
      patientIds: stops.map((stop) => stop.patient_id),
    });
    ids.push(id);
  }
  await auditChange(scope, {
    action: 'COPY_ROUTE',
    resourceType: 'ROUTE',
    resourceId: route.id,
    newValues: { copies: ids, workingDays },
  });
  return ids;
}
