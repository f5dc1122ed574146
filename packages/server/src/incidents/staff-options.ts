import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The roles a report may name as staff involved or giving care. */
const STAFF_ROLES = ['nurse', 'therapist', 'administrator', 'driver'] as const;

/** The active, approved staff of a facility by name: whom a report may name. */
export async function findFacilityStaff(
  trx: Transaction<Database>,
  facilityId: string,
): Promise<{ id: string; name: string; role: string }[]> {
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('facility_id', '=', facilityId)
    .where('role', 'in', STAFF_ROLES)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, role: row.role }));
}
