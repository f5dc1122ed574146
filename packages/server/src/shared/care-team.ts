import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whether a user is on a child's care team as a nurse: actively assigned to the child (a break-glass
 * access opens the chart, not the team). Commands that only the child's own nurses may do ask this.
 */
export async function isNurseOnCareTeam(
  trx: Transaction<Database>,
  userId: string,
  patientId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('staff_assignments')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('staff_id', '=', userId)
    .where('staff_role', '=', 'nurse')
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
