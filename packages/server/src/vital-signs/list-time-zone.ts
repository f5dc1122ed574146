import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';

/**
 * The time zone whose "today" a list uses: the filtered patient's facility (when the actor may see them),
 * else the actor's facility, else UTC (a super administrator without a facility).
 */
export async function listTimeZone(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string | undefined,
): Promise<string> {
  const patient = patientId ? await findVisiblePatient(trx, actor, patientId) : undefined;
  if (patient) return patient.timeZone;
  if (!actor.facilityId) return 'UTC';
  const facility = await trx
    .selectFrom('facilities')
    .select('timezone')
    .where('id', '=', actor.facilityId)
    .executeTakeFirst();
  return facility?.timezone ?? 'UTC';
}
