import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ThreadRow } from './load-threads.ts';

/**
 * Who takes part in a thread: its parent, and the child's care team, the staff actively assigned to the child
 * and the administrators of its facility (active, approved accounts).
 */
export async function threadParticipants(
  trx: Transaction<Database>,
  thread: Pick<ThreadRow, 'patient_id' | 'facility_id' | 'parent_id'>,
): Promise<{ parentId: string; careTeam: string[] }> {
  const staff = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.facility_id', '=', thread.facility_id)
    .where('users.is_active', '=', true)
    .where('users.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('users.role', '=', 'administrator'),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('staff_assignments')
            .select('staff_assignments.staff_id')
            .where('staff_assignments.patient_id', '=', thread.patient_id)
            .where('staff_assignments.is_active', '=', true),
        ),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return { parentId: thread.parent_id, careTeam: staff.map((row) => row.id) };
}
