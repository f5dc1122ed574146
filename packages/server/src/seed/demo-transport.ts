import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  ROUTE_SIGNATURE_CANVAS,
  nextCalendarDay,
  todayInZone,
  wallTimeToInstant,
  type RouteDirection,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { sampleSignatureDataUrl } from '../hipaa/index.ts';

/** The demo child whose chart requires a registered nurse aboard (the demo runs carry the demo nurse, RN). */
const DEMO_RN_RIDER = 'MRN-100234';

/** How many past working days of completed runs the demo keeps. */
const HISTORY_WORKING_DAYS = 5;

/** The demo's two daily runs: to the facility in the morning, home in the afternoon. */
const DEMO_RUNS: readonly { name: string; direction: RouteDirection; departure: string; arrival: string }[] =
  [
    { name: 'North morning run', direction: 'to_facility', departure: '07:15', arrival: '08:30' },
    { name: 'North afternoon run', direction: 'to_home', departure: '15:00', arrival: '16:15' },
  ];

/** Street addresses of the demo stops, by stop order (Orlando, near the demo facility). */
const DEMO_ADDRESSES = [
  '1420 Lake Baldwin Ln, Orlando, FL',
  '2215 Corrine Dr, Orlando, FL',
  '905 N Mills Ave, Orlando, FL',
  '3120 Curry Ford Rd, Orlando, FL',
];

/** Positions along the demo run, from the first stop to the facility. */
const DEMO_TRAIL = [
  [28.566912, -81.33271],
  [28.562511, -81.343092],
  [28.556317, -81.36015],
  [28.541862, -81.37034],
  [28.538336, -81.379234],
] as const;

/** The working days (Monday to Friday) before `today`, newest last. */
function pastWorkingDays(today: string, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(`${today}T12:00:00Z`);
  while (days.length < count) {
    cursor.setUTCDate(cursor.getUTCDate() - 1);
    if (cursor.getUTCDay() !== 0 && cursor.getUTCDay() !== 6) days.unshift(cursor.toISOString().slice(0, 10));
  }
  return days;
}

/** The people and children a demo run carries. */
interface DemoCrew {
  facilityId: string;
  timeZone: string;
  driverId: string;
  nurseId: string;
  administratorId: string;
  children: readonly { id: string; guardian: { id: string; name: string } | null }[];
}

/** Inserts one run of one day, scheduled, with its stops; answers its id. */
async function insertRun(
  trx: Transaction<Database>,
  crew: DemoCrew,
  run: (typeof DEMO_RUNS)[number],
  day: string,
) {
  const { id } = await trx
    .insertInto('transport_routes')
    .values({
      facility_id: crew.facilityId,
      name: run.name,
      direction: run.direction,
      service_date: day,
      driver_id: crew.driverId,
      vehicle: 'Van 1 (wheelchair lift)',
      attendant_id: crew.nurseId,
      attendant_credential: 'RN',
      scheduled_departure: wallTimeToInstant(day, run.departure, crew.timeZone),
      scheduled_arrival: wallTimeToInstant(day, run.arrival, crew.timeZone),
      created_by: crew.administratorId,
      created_at: wallTimeToInstant(day, '06:00', crew.timeZone),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('transport_route_stops')
    .values(
      crew.children.map((child, index) => ({
        route_id: id,
        patient_id: child.id,
        position: index + 1,
        address: DEMO_ADDRESSES[index % DEMO_ADDRESSES.length]!,
      })),
    )
    .execute();
  return id;
}

/**
 * Plays a past run through to completion, as the driver's phone would have: departure and arrival a few
 * minutes off schedule, a fix along the trail, each child handed over by their authorized guardian with a
 * signature, and the attendance it records (check-in on arrival at the facility, check-out at the dropoff home).
 */
async function completeRun(
  trx: Transaction<Database>,
  crew: DemoCrew,
  run: (typeof DEMO_RUNS)[number],
  day: string,
  routeId: string,
) {
  const departure = wallTimeToInstant(day, run.departure, crew.timeZone);
  const arrival = wallTimeToInstant(day, run.arrival, crew.timeZone);
  const minutes = (base: Date, offset: number) => new Date(base.getTime() + offset * 60_000);
  await trx
    .updateTable('transport_routes')
    .set({
      status: 'completed',
      actual_departure: minutes(departure, 3),
      actual_arrival: minutes(arrival, -2),
    })
    .where('id', '=', routeId)
    .execute();
  await trx
    .insertInto('transport_fixes')
    .values(
      DEMO_TRAIL.map(([latitude, longitude], index) => {
        const at = minutes(departure, 5 + index * 12);
        return {
          route_id: routeId,
          latitude,
          longitude,
          accuracy: 8,
          device_time: at,
          recorded_at: at,
          recorded_by: crew.driverId,
        };
      }),
    )
    .execute();
  const png = Buffer.from(sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS).split(',')[1]!, 'base64');
  const sha = createHash('sha256').update(png).digest('hex');
  for (const [index, child] of crew.children.entries()) {
    const kind = run.direction === 'to_facility' ? 'pickup' : 'dropoff';
    const at = minutes(departure, 10 + index * 12);
    const adult = child.guardian ?? { id: null, name: 'Front desk' };
    await trx
      .insertInto('transport_handoffs')
      .values({
        route_id: routeId,
        patient_id: child.id,
        kind,
        contact_id: adult.id,
        signed_by: adult.name,
        relationship: 'Parent',
        is_authorized: child.guardian !== null,
        unauthorized_reason: child.guardian ? null : 'No authorized pickup on file; handed to the front desk',
        signature_png: png,
        image_sha256: sha,
        device_time: at,
        recorded_at: at,
        recorded_by: crew.driverId,
      })
      .execute();
    await trx
      .insertInto('attendance_events')
      .values({
        facility_id: crew.facilityId,
        patient_id: child.id,
        service_date: day,
        kind: run.direction === 'to_facility' ? 'check_in' : 'check_out',
        occurred_at: run.direction === 'to_facility' ? minutes(arrival, -2) : at,
        source: 'route',
        route_id: routeId,
        adult_name: run.direction === 'to_facility' ? null : adult.name,
        recorded_by: crew.driverId,
      })
      .execute();
  }
}

/**
 * The demo driver's runs: the morning and afternoon runs of the first facility for the demo parent's
 * children and two more, completed on each of the last five working days (with fixes, signed handoffs and
 * the attendance they recorded), and scheduled today and on the next working day, so the driver has today's
 * routes to run and the parent has a leg to follow. Mateo's chart requires an RN aboard.
 */
export async function seedDemoTransport(
  trx: Transaction<Database>,
  options: {
    facilityId: string;
    timeZone: string;
    users: Record<'driver' | 'nurse' | 'administrator' | 'parent', string>;
    now: Date;
  },
): Promise<void> {
  const { facilityId, timeZone, users, now } = options;
  const parentsChildren = await trx
    .selectFrom('patient_parents')
    .select('patient_id')
    .where('parent_id', '=', users.parent)
    .execute();
  const others = await trx
    .selectFrom('patients')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .where('id', 'not in', parentsChildren.length > 0 ? parentsChildren.map((row) => row.patient_id) : [''])
    .orderBy('medical_record_number')
    .limit(2)
    .execute();
  const childIds = [...parentsChildren.map((row) => row.patient_id), ...others.map((row) => row.id)];
  await trx
    .updateTable('patients')
    .set({ transport_attendant: 'RN' })
    .where('facility_id', '=', facilityId)
    .where('medical_record_number', '=', DEMO_RN_RIDER)
    .execute();
  const children = [];
  for (const id of childIds) {
    const guardian = await trx
      .selectFrom('patient_emergency_contacts')
      .select(['id', 'name'])
      .where('patient_id', '=', id)
      .where('can_pickup', '=', true)
      .orderBy('position')
      .executeTakeFirst();
    children.push({ id, guardian: guardian ?? null });
  }
  const crew: DemoCrew = {
    facilityId,
    timeZone,
    driverId: users.driver,
    nurseId: users.nurse,
    administratorId: users.administrator,
    children,
  };
  const today = todayInZone(now, timeZone);
  for (const day of pastWorkingDays(today, HISTORY_WORKING_DAYS))
    for (const run of DEMO_RUNS) await completeRun(trx, crew, run, day, await insertRun(trx, crew, run, day));
  let nextDay = nextCalendarDay(today);
  while ([0, 6].includes(new Date(`${nextDay}T12:00:00Z`).getUTCDay())) nextDay = nextCalendarDay(nextDay);
  for (const day of [today, nextDay]) for (const run of DEMO_RUNS) await insertRun(trx, crew, run, day);
}
