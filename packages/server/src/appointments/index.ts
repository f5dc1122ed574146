import { sql, type Transaction } from 'kysely';
import type { PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** The dashboard's Upcoming Appointments card: scheduled appointments from now on, of the children the actor sees. */
export async function countUpcomingAppointments(
  trx: Transaction<Database>,
  actor: PolicyActor,
  now: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('appointments')
    .innerJoin('patients', 'patients.id', 'appointments.patient_id')
    .where(isPatientVisibleTo(actor))
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '>=', now)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
