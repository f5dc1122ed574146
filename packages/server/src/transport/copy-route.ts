import {
  MESSAGES,
  addWorkingDays,
  isOpenOn,
  isWithinServiceDates,
  wallTimeInZone,
  wallTimeToInstant,
  type CopyRouteRequest,
  type FacilityCalendar,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { StopRow } from './load-route-details.ts';
import type { RouteRow } from './load-routes.ts';

/** The next `count` working days of the facility's calendar after a service date, in order. */
function nextWorkingDays(calendar: FacilityCalendar, serviceDate: string, count: number): string[] {
  const days: string[] = [];
  for (let day = serviceDate; days.length < count;) {
    day = addWorkingDays(calendar, day, 1);
    days.push(day);
  }
  return days;
}

/**
 * The days a copy goes to: the next working days, or the days named, each after the route's day, within the
 * service dates core takes and open on the facility's calendar (else a 400 naming `workingDays` or
 * `serviceDates`: a closure day or closed weekday is refused).
 */
function copyDaysOf(calendar: FacilityCalendar, route: RouteRow, copy: CopyRouteRequest): string[] {
  if (!copy.serviceDates) {
    const days = nextWorkingDays(calendar, route.service_date, copy.workingDays ?? 1);
    if (!days.every(isWithinServiceDates))
      throw badRequest(MESSAGES.dateOutOfRange, { workingDays: MESSAGES.dateOutOfRange });
    return days;
  }
  const days = [...new Set(copy.serviceDates)].sort();
  const refuse = (message: string) => badRequest(message, { serviceDates: message });
  if (days.some((day) => day <= route.service_date)) throw refuse(MESSAGES.routeCopyDateNotAfter);
  if (!days.every(isWithinServiceDates)) throw refuse(MESSAGES.dateOutOfRange);
  if (days.some((day) => !isOpenOn(calendar, day))) throw refuse(MESSAGES.routeCopyClosedDay);
  return days;
}

/**
 * Copies a route (its plan and stops, not its progress) to the next working days after its service date or
 * to the days named (ARCHITECTURE.md, "Facility settings and state rules"), each copy scheduled at the same
 * wall-clock times in the facility's zone. Audited as COPY_ROUTE on the original with the new ids; each copy is
 * announced. Answers the new routes' ids.
 */
export async function copyRoute(
  scope: CommandScope & { route: RouteRow; stops: StopRow[]; copy: CopyRouteRequest },
): Promise<string[]> {
  const { trx, actor, now, route, stops, copy } = scope;
  const { calendar } = (await loadFacilitySettings(trx, route.facility_id))!;
  const days = copyDaysOf(calendar, route, copy);
  const departure = wallTimeInZone(route.scheduled_departure, route.time_zone);
  const arrival = wallTimeInZone(route.scheduled_arrival, route.time_zone);
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
    newValues: { copies: ids, ...copy },
  });
  return ids;
}
