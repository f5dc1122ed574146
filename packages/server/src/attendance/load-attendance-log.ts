import { sql, type Transaction } from 'kysely';
import type { AttendanceLine, AttendantCredential, PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** One attendance row of the day with its child, route and recorder names. */
interface EventRow {
  patient_id: string;
  first_name: string;
  last_name: string;
  medical_record_number: string;
  kind: 'check_in' | 'check_out';
  occurred_at: Date;
  source: 'route' | 'front_desk';
  adult_name: string | null;
  route_id: string | null;
  route_name: string | null;
  recorder: string;
}

/** The day's events of the children the actor may see, oldest first. */
function loadEvents(trx: Transaction<Database>, actor: PolicyActor, date: string): Promise<EventRow[]> {
  return trx
    .selectFrom('attendance_events')
    .innerJoin('patients', 'patients.id', 'attendance_events.patient_id')
    .innerJoin('users', 'users.id', 'attendance_events.recorded_by')
    .leftJoin('transport_routes', 'transport_routes.id', 'attendance_events.route_id')
    .where(isPatientVisibleTo(actor))
    .where('attendance_events.service_date', '=', date)
    .select([
      'attendance_events.patient_id',
      'patients.first_name',
      'patients.last_name',
      'patients.medical_record_number',
      'attendance_events.kind',
      'attendance_events.occurred_at',
      'attendance_events.source',
      'attendance_events.adult_name',
      'attendance_events.route_id',
      'transport_routes.name as route_name',
      sql<string>`users.first_name || ' ' || users.last_name`.as('recorder'),
    ])
    .orderBy('attendance_events.occurred_at')
    .execute();
}

/** The day's pickups (the center takes the child when they board) and who rode along, per child. */
async function loadRides(trx: Transaction<Database>, patientIds: string[], date: string) {
  if (patientIds.length === 0) return [];
  return trx
    .selectFrom('transport_route_stops')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_route_stops.route_id')
    .innerJoin('users as driver', 'driver.id', 'transport_routes.driver_id')
    .leftJoin('users as attendant', 'attendant.id', 'transport_routes.attendant_id')
    .leftJoin('transport_handoffs as pickup', (join) =>
      join
        .onRef('pickup.route_id', '=', 'transport_route_stops.route_id')
        .onRef('pickup.patient_id', '=', 'transport_route_stops.patient_id')
        .on('pickup.kind', '=', 'pickup'),
    )
    .where('transport_route_stops.patient_id', 'in', patientIds)
    .where('transport_routes.service_date', '=', date)
    .where('transport_routes.status', '!=', 'cancelled')
    .select([
      'transport_route_stops.patient_id',
      'transport_routes.direction',
      'transport_routes.attendant_credential',
      sql<string>`driver.first_name || ' ' || driver.last_name`.as('driver_name'),
      sql<string | null>`attendant.first_name || ' ' || attendant.last_name`.as('attendant_name'),
      'pickup.recorded_at as picked_up_at',
      'pickup.signed_by as picked_up_from',
    ])
    .execute();
}

/**
 * The daily log of a service day (1 TAC §363.212): each child the actor may see with a check-in or check-out
 * that day, when the center took them (boarding the van, else the check-in) and from whom, the first
 * check-in and the last check-out with the adult and the source, and who drove and rode along.
 */
export async function loadAttendanceLog(
  trx: Transaction<Database>,
  actor: PolicyActor,
  date: string,
): Promise<AttendanceLine[]> {
  const events = await loadEvents(trx, actor, date);
  const children = [...new Set(events.map((event) => event.patient_id))];
  const rides = await loadRides(trx, children, date);
  const entry = (event: EventRow | undefined) =>
    event
      ? {
          at: event.occurred_at.toISOString(),
          source: event.source,
          adultName: event.adult_name,
          routeName: event.route_name,
          recordedBy: event.recorder,
        }
      : null;
  const lines = children.map((patientId) => {
    const own = events.filter((event) => event.patient_id === patientId);
    const checkIn = own.find((event) => event.kind === 'check_in');
    const checkOut = own.filter((event) => event.kind === 'check_out').at(-1);
    const ownRides = rides.filter((ride) => ride.patient_id === patientId);
    const boarding = ownRides.find((ride) => ride.direction === 'to_facility' && ride.picked_up_at);
    const attendants = ownRides.flatMap((ride) =>
      ride.attendant_name && ride.attendant_credential
        ? [{ name: ride.attendant_name, credential: ride.attendant_credential as AttendantCredential }]
        : [],
    );
    const latest = own.at(-1)!;
    return {
      patientId,
      patientName: `${latest.first_name} ${latest.last_name}`,
      medicalRecordNumber: latest.medical_record_number,
      takenAt: boarding?.picked_up_at?.toISOString() ?? checkIn?.occurred_at.toISOString() ?? null,
      takenFrom: boarding?.picked_up_from ?? checkIn?.adult_name ?? null,
      checkIn: entry(checkIn),
      checkOut: entry(checkOut),
      attendants: uniqueBy(attendants, (attendant) => `${attendant.name} ${attendant.credential}`),
      drivers: [...new Set(ownRides.map((ride) => ride.driver_name))],
      isPresent: latest.kind === 'check_in',
    };
  });
  return lines.sort((left, right) => left.patientName.localeCompare(right.patientName));
}

/** The items of a list, each key once, first kept. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}
