import type { DashboardResponse } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../patients/visible-patients.ts';

/** How many entries Recent Activity shows. */
const RECENT_ACTIVITY_SIZE = 6;

const OUTCOME_TITLES = {
  given: 'Medication given',
  held: 'Medication held',
  refused: 'Medication refused',
} as const;

/** The latest medication records of the patients the actor may see, newest first. */
export async function loadRecentActivity(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<DashboardResponse['recentActivity']> {
  const rows = await trx
    .selectFrom('medication_administrations')
    .innerJoin('patients', 'patients.id', 'medication_administrations.patient_id')
    .innerJoin('medications', 'medications.id', 'medication_administrations.medication_id')
    .innerJoin('users', 'users.id', 'medication_administrations.administered_by')
    .where(isPatientVisibleTo(actor))
    .select([
      'medication_administrations.id',
      'medication_administrations.outcome',
      'medication_administrations.administration_time',
      'medications.name as medication',
      'patients.first_name',
      'patients.last_name',
      sql<string>`users.first_name || ' ' || users.last_name`.as('staff_name'),
    ])
    .orderBy('medication_administrations.administration_time', 'desc')
    .limit(RECENT_ACTIVITY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'medication' as const,
    title: OUTCOME_TITLES[row.outcome],
    description: `${row.medication} for ${row.first_name} ${row.last_name}`,
    time: row.administration_time.toISOString(),
    user: row.staff_name,
  }));
}

/** Daily Census: patients of the facility with care recorded today, in the facility's own time zone. */
export async function countDailyCensus(trx: Transaction<Database>, actor: Actor): Promise<number> {
  const row = await trx
    .selectFrom('patients')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where(isPatientVisibleTo(actor))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('medication_administrations')
          .select(sql`1`.as('one'))
          .whereRef('medication_administrations.patient_id', '=', 'patients.id')
          .where(
            sql<boolean>`(medication_administrations.administration_time AT TIME ZONE facilities.timezone)::date = (now() AT TIME ZONE facilities.timezone)::date`,
          ),
      ),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
