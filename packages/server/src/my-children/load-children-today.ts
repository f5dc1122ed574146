import type { Transaction } from 'kysely';
import { childDayStatus, todayInZone, type ChildToday } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** A linked child with the service day of their facility. */
export interface LinkedChild {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  photoUrl: string | null;
  today: string;
}

/** The active children linked to the parent (scoped load: nobody else's), first name order, with their today. */
export async function loadLinkedChildren(
  trx: Transaction<Database>,
  parentId: string,
  now: Date,
): Promise<LinkedChild[]> {
  const rows = await trx
    .selectFrom('patient_parents')
    .innerJoin('patients', 'patients.id', 'patient_parents.patient_id')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .select([
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.date_of_birth',
      'patients.photo_url',
      'facilities.timezone',
    ])
    .where('patient_parents.parent_id', '=', parentId)
    .where('patients.is_active', '=', true)
    .orderBy('patients.first_name')
    .orderBy('patients.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    photoUrl: row.photo_url,
    today: todayInZone(now, row.timezone),
  }));
}

/**
 * Where each child is today (core's childDayStatus) from the day's latest check-in, a check-out that came
 * after it, and the pickups of the day's runs to the center and home.
 */
export async function loadChildrenToday(
  trx: Transaction<Database>,
  children: readonly LinkedChild[],
): Promise<ChildToday[]> {
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const days = [...new Set(children.map((child) => child.today))];
  const attendance = await trx
    .selectFrom('attendance_events')
    .select(['patient_id', 'service_date', 'kind', 'occurred_at'])
    .where('patient_id', 'in', ids)
    .where('service_date', 'in', days)
    .orderBy('occurred_at')
    .execute();
  const pickups = await trx
    .selectFrom('transport_handoffs')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_handoffs.route_id')
    .select([
      'transport_handoffs.patient_id',
      'transport_routes.service_date',
      'transport_routes.direction',
      'transport_handoffs.recorded_at',
    ])
    .where('transport_handoffs.patient_id', 'in', ids)
    .where('transport_handoffs.kind', '=', 'pickup')
    .where('transport_routes.service_date', 'in', days)
    .execute();
  return children.map((child) => {
    const mine = attendance.filter((row) => row.patient_id === child.id && row.service_date === child.today);
    const rides = pickups.filter((row) => row.patient_id === child.id && row.service_date === child.today);
    const pickedUp = (direction: 'to_facility' | 'to_home') =>
      rides.find((ride) => ride.direction === direction)?.recorded_at.toISOString() ?? null;
    const last = mine.at(-1);
    const { status, since } = childDayStatus({
      pickedUpForCenter: pickedUp('to_facility'),
      checkedIn: mine.findLast((row) => row.kind === 'check_in')?.occurred_at.toISOString() ?? null,
      pickedUpForHome: pickedUp('to_home'),
      checkedOut: last?.kind === 'check_out' ? last.occurred_at.toISOString() : null,
    });
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: child.dateOfBirth,
      photoUrl: child.photoUrl,
      status,
      statusSince: since,
    };
  });
}
