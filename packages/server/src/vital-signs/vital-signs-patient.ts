import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** A patient as the vital signs screens need them, with their facility's time zone. */
export interface VitalSignsPatient {
  id: string;
  firstName: string;
  lastName: string;
  facilityId: string;
  timeZone: string;
}

/** A patient the actor may see, with their facility's time zone; undefined when absent or not visible. */
export async function findVisibleVitalSignsPatient(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<VitalSignsPatient | undefined> {
  const row = await trx
    .selectFrom('patients')
    .where(isPatientVisibleTo(actor))
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where('patients.id', '=', patientId)
    .select([
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.facility_id',
      'facilities.timezone',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    facilityId: row.facility_id,
    timeZone: row.timezone,
  };
}

/**
 * The time zone whose "today" a list uses: the filtered patient's facility (when the actor may see them),
 * else the actor's facility, else UTC (a super administrator without a facility).
 */
export async function listTimeZone(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string | undefined,
): Promise<string> {
  const patient = patientId ? await findVisibleVitalSignsPatient(trx, actor, patientId) : undefined;
  if (patient) return patient.timeZone;
  if (!actor.facilityId) return 'UTC';
  const facility = await trx
    .selectFrom('facilities')
    .select('timezone')
    .where('id', '=', actor.facilityId)
    .executeTakeFirst();
  return facility?.timezone ?? 'UTC';
}
