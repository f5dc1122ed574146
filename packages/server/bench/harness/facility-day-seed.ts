import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { openBenchSessions } from './bench-sessions.ts';

/** The size of one facility's day (the day-load profile): children, nurses, other staff, drivers, parents. */
export const FACILITY_DAY = { children: 150, nurses: 30, otherStaff: 10, drivers: 20, parentsPerChild: 2 };

/** One seeded facility with its people's sessions. */
export interface DayFacility {
  facilityId: string;
  administratorCookie: string;
  /** Each nurse's session and the children assigned to her (five each). */
  nurses: { cookie: string; children: { id: string; medicationIds: string[] }[] }[];
  /** Each driver's session and started route. */
  drivers: { cookie: string; routeId: string }[];
  parentCookies: string[];
}

/** Inserts `count` users of a role and answers them with their ids. */
async function insertUsers(
  db: Kysely<Database>,
  facilityId: string | null,
  label: string,
  role: Database['users']['role'],
  count: number,
) {
  return db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${label}-${role}-${index}@day.example`,
        first_name: role,
        last_name: `${label} ${index}`,
        role,
        facility_id: facilityId,
        password_hash: 'not-used',
      })),
    )
    .returning(['id', 'role'])
    .execute();
}

/**
 * A facility as it starts its day: 150 children, each with two medications (09:00 and 12:00) and two parents;
 * 30 nurses with five children each, ten more staff (administrators and therapists), and 20 drivers each with a
 * started route carrying seven or eight children; a session for everyone.
 */
export async function seedDayFacility(db: Kysely<Database>, label: string): Promise<DayFacility> {
  const facility = await db
    .insertInto('facilities')
    .values({ name: `Day ${label}`, timezone: 'America/New_York' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const facilityId = facility.id;
  const [administrators, therapists, nurses, drivers] = await Promise.all([
    insertUsers(db, facilityId, label, 'administrator', FACILITY_DAY.otherStaff / 2),
    insertUsers(db, facilityId, label, 'therapist', FACILITY_DAY.otherStaff / 2),
    insertUsers(db, facilityId, label, 'nurse', FACILITY_DAY.nurses),
    insertUsers(db, facilityId, label, 'driver', FACILITY_DAY.drivers),
  ]);
  const children = await db
    .insertInto('patients')
    .values(
      Array.from({ length: FACILITY_DAY.children }, (_, index) => ({
        facility_id: facilityId,
        first_name: 'Child',
        last_name: `${label} ${index}`,
        date_of_birth: '2018-05-06',
        medical_record_number: `MRN-${label}-${index}`,
        primary_diagnosis: 'G80.0',
        care_complexity: 'high' as const,
      })),
    )
    .returning('id')
    .execute();
  const perNurse = FACILITY_DAY.children / FACILITY_DAY.nurses;
  await db
    .insertInto('staff_assignments')
    .values(
      children.map((child, index) => ({
        patient_id: child.id,
        staff_id: nurses[Math.floor(index / perNurse)]!.id,
        staff_role: 'nurse' as const,
        assignment_type: 'primary_nurse' as const,
        assigned_by: administrators[0]!.id,
      })),
    )
    .execute();
  const medications = await db
    .insertInto('medications')
    .values(
      children.flatMap((child) =>
        ['09:00', '12:00'].map((time) => ({
          patient_id: child.id,
          name: `Medication at ${time}`,
          dosage: '5 mg',
          frequency: 'Once daily',
          route: 'oral' as const,
          prescribed_by: 'Dr. Day',
          start_date: '2020-01-01',
          scheduled_times: [time],
          created_by: administrators[0]!.id,
        })),
      ),
    )
    .returning(['id', 'patient_id'])
    .execute();
  const parents = await insertUsers(
    db,
    null,
    label,
    'parent',
    FACILITY_DAY.children * FACILITY_DAY.parentsPerChild,
  );
  await db
    .insertInto('patient_parents')
    .values(
      parents.map((parent, index) => ({
        patient_id: children[index % children.length]!.id,
        parent_id: parent.id,
      })),
    )
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  const routes = await db
    .insertInto('transport_routes')
    .values(
      drivers.map((driver, index) => ({
        facility_id: facilityId,
        name: `Morning run ${index}`,
        direction: 'to_facility' as const,
        service_date: today,
        driver_id: driver.id,
        vehicle: `Van ${index}`,
        scheduled_departure: new Date(Date.now() - 600_000),
        scheduled_arrival: new Date(Date.now() + 3_600_000),
        status: 'en_route_pickup' as const,
        actual_departure: new Date(),
        created_by: driver.id,
      })),
    )
    .returning('id')
    .execute();
  await sql`
    INSERT INTO transport_route_stops (route_id, patient_id, position, address)
    SELECT (${sql.val(routes.map((route) => route.id))}::uuid[])[1 + (n - 1) % ${routes.length}],
           (${sql.val(children.map((child) => child.id))}::uuid[])[n], n, 'Day St'
    FROM generate_series(1, ${children.length}) AS n`.execute(db);
  const [administratorCookies, nurseCookies, driverCookies, parentCookies] = await Promise.all([
    openBenchSessions(db, administrators),
    openBenchSessions(db, nurses),
    openBenchSessions(db, drivers),
    openBenchSessions(db, parents),
  ]);
  await openBenchSessions(db, therapists);
  return {
    facilityId,
    administratorCookie: administratorCookies[0]!,
    nurses: nurses.map((_, nurse) => ({
      cookie: nurseCookies[nurse]!,
      children: children.slice(nurse * perNurse, (nurse + 1) * perNurse).map((child) => ({
        id: child.id,
        medicationIds: medications
          .filter((medication) => medication.patient_id === child.id)
          .map((row) => row.id),
      })),
    })),
    drivers: routes.map((route, index) => ({ cookie: driverCookies[index]!, routeId: route.id })),
    parentCookies,
  };
}
