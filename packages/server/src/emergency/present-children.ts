import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import type { EmergencyFacility } from './emergency-facility.ts';

/**
 * The children present now (ARCHITECTURE.md, "Transportation and attendance"): those of the facility the actor
 * sees whose latest attendance event of the facility's today is a check-in, by van or at the front desk.
 */
export async function presentChildIds(
  trx: Transaction<Database>,
  actor: Actor,
  facility: EmergencyFacility,
): Promise<Set<string>> {
  const events = await trx
    .selectFrom('attendance_events')
    .innerJoin('patients', 'patients.id', 'attendance_events.patient_id')
    .where(isPatientVisibleTo(actor))
    .where('attendance_events.facility_id', '=', facility.id)
    .where('attendance_events.service_date', '=', facility.today)
    .select(['attendance_events.patient_id', 'attendance_events.kind'])
    .orderBy('attendance_events.occurred_at')
    .orderBy('attendance_events.id')
    .execute();
  const latest = new Map<string, 'check_in' | 'check_out'>();
  for (const event of events) latest.set(event.patient_id, event.kind);
  return new Set([...latest].filter(([, kind]) => kind === 'check_in').map(([patientId]) => patientId));
}
