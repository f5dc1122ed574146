import { sql, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { visiblePatientIds } from '../shared/patient-scope.ts';

/**
 * The dashboard's "Clinical Notes Today": notes written on the patients the actor may see since midnight
 * of each note's facility, in that facility's own time zone.
 */
export async function countNotesToday(trx: Transaction<Database>, actor: Actor, now: Date): Promise<number> {
  const { count } = await trx
    .selectFrom('clinical_notes')
    .innerJoin('facilities', 'facilities.id', 'clinical_notes.facility_id')
    .where('clinical_notes.patient_id', 'in', visiblePatientIds(trx, actor))
    .where(
      sql<boolean>`(clinical_notes.created_at AT TIME ZONE facilities.timezone)::date = (${now}::timestamptz AT TIME ZONE facilities.timezone)::date`,
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}
