import type { Transaction } from 'kysely';
import type { PolicyActor, RouteFormOptions } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The route form's choices for a manager: the facility's active drivers, the staff who may ride along
 * (nurses, therapists, administrators, drivers) and its active children (a super administrator without a
 * facility gets every facility's).
 */
export async function loadRouteFormOptions(
  trx: Transaction<Database>,
  actor: PolicyActor,
): Promise<RouteFormOptions> {
  let staffQuery = trx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('role', 'in', ['driver', 'nurse', 'therapist', 'administrator'])
    .orderBy('last_name')
    .orderBy('first_name');
  let childQuery = trx
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name', 'medical_record_number'])
    .where('is_active', '=', true)
    .orderBy('last_name')
    .orderBy('first_name');
  if (actor.facilityId) {
    staffQuery = staffQuery.where('facility_id', '=', actor.facilityId);
    childQuery = childQuery.where('facility_id', '=', actor.facilityId);
  }
  const staff = await staffQuery.execute();
  const children = await childQuery.execute();
  const person = (user: (typeof staff)[number]) => ({
    id: user.id,
    name: `${user.first_name} ${user.last_name}`,
  });
  return {
    drivers: staff.filter((user) => user.role === 'driver').map(person),
    attendants: staff.map((user) => ({ ...person(user), role: user.role })),
    children: children.map((child) => ({
      id: child.id,
      name: `${child.first_name} ${child.last_name}`,
      medicalRecordNumber: child.medical_record_number,
    })),
  };
}
