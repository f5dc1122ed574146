import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The day's routes with their children, the handoffs on them, and the attendance of the day. */
export async function loadTransport(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
  asOf: Date,
) {
  const routes = await trx
    .selectFrom('transport_routes')
    .select([
      'id',
      'name',
      'direction',
      'driver_id',
      'status',
      'scheduled_arrival',
      'actual_arrival',
      sql<string[]>`coalesce((SELECT array_agg(patient_id ORDER BY position) FROM transport_route_stops
        WHERE route_id = transport_routes.id), '{}')`.as('patient_ids'),
    ])
    .where('facility_id', '=', facilityId)
    .where('service_date', '=', date)
    .execute();
  const handoffs = await trx
    .selectFrom('transport_handoffs')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_handoffs.route_id')
    .select([
      'transport_handoffs.route_id',
      'transport_handoffs.patient_id',
      'transport_handoffs.kind',
      'transport_handoffs.is_authorized',
      'transport_handoffs.recorded_by',
      'transport_handoffs.recorded_at',
    ])
    .where('transport_routes.facility_id', '=', facilityId)
    .where('transport_routes.service_date', '=', date)
    .where('transport_handoffs.recorded_at', '<=', asOf)
    .execute();
  const attendance = await trx
    .selectFrom('attendance_events')
    .select([
      'patient_id',
      'kind',
      'occurred_at',
      'recorded_by',
      sql<boolean>`source = 'route' OR signature_png IS NOT NULL`.as('is_signed'),
    ])
    .where('facility_id', '=', facilityId)
    .where('service_date', '=', date)
    .where('occurred_at', '<=', asOf)
    .execute();
  return {
    routes: routes.map((route) => ({
      id: route.id,
      name: route.name,
      direction: route.direction,
      driverId: route.driver_id,
      status: route.status,
      scheduledArrival: route.scheduled_arrival,
      actualArrival: route.actual_arrival && route.actual_arrival <= asOf ? route.actual_arrival : null,
      patientIds: route.patient_ids,
    })),
    handoffs: handoffs.map((handoff) => ({
      routeId: handoff.route_id,
      patientId: handoff.patient_id,
      kind: handoff.kind,
      isAuthorized: handoff.is_authorized,
      recordedBy: handoff.recorded_by,
      recordedAt: handoff.recorded_at,
    })),
    attendance: attendance.map((event) => ({
      patientId: event.patient_id,
      kind: event.kind,
      occurredAt: event.occurred_at,
      isSigned: event.is_signed,
      recordedBy: event.recorded_by,
    })),
  };
}
