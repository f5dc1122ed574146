import { sql, type ExpressionBuilder, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Actor } from './actor.ts';
import type { Database } from '../db/schema.ts';

type PatientScope = ExpressionBuilder<Database, 'patients'>;

/**
 * The rule of who sees which child (DESIGN.md section 4), as a condition on `patients`:
 * parents their linked children, nurses and therapists their actively assigned patients (and charts opened
 * through emergency access in the last 4 hours), administrators
 * their facility, super_admin everyone. Drivers see the children on their routes (none until transport
 * exists), and a pending self-registered account sees nobody.
 */
export function isPatientVisibleTo(actor: Actor): (eb: PatientScope) => Expression<SqlBool> {
  return (eb) => {
    if (actor.isPending) return sql<boolean>`false`;
    switch (actor.role) {
      case 'super_admin':
        return sql<boolean>`true`;
      case 'administrator':
        return actor.facilityId ? eb('patients.facility_id', '=', actor.facilityId) : sql<boolean>`false`;
      case 'parent':
        return eb.exists(
          eb
            .selectFrom('patient_parents')
            .select(sql`1`.as('one'))
            .whereRef('patient_parents.patient_id', '=', 'patients.id')
            .where('patient_parents.parent_id', '=', actor.userId),
        );
      case 'nurse':
      case 'therapist':
        if (!actor.facilityId) return sql<boolean>`false`;
        return eb.and([
          eb('patients.facility_id', '=', actor.facilityId),
          eb.or([
            eb.exists(
              eb
                .selectFrom('staff_assignments')
                .select(sql`1`.as('one'))
                .whereRef('staff_assignments.patient_id', '=', 'patients.id')
                .where('staff_assignments.staff_id', '=', actor.userId)
                .where('staff_assignments.is_active', '=', true),
            ),
            eb.exists(
              eb
                .selectFrom('emergency_access_grants')
                .select(sql`1`.as('one'))
                .whereRef('emergency_access_grants.patient_id', '=', 'patients.id')
                .where('emergency_access_grants.user_id', '=', actor.userId)
                .where('emergency_access_grants.expires_at', '>', sql<Date>`now()`),
            ),
          ]),
        ]);
      case 'driver':
        return sql<boolean>`false`;
    }
  };
}

/** The ids of the patients the actor may see, as a subquery. */
export function visiblePatientIds(trx: Transaction<Database>, actor: Actor) {
  return trx.selectFrom('patients').select('patients.id').where(isPatientVisibleTo(actor));
}

/** A child the actor may see, as commands need them: name, MRN, status, facility and its time zone. */
export interface VisiblePatient {
  id: string;
  firstName: string;
  lastName: string;
  medicalRecordNumber: string;
  isActive: boolean;
  facilityId: string;
  timeZone: string;
}

/** A patient the actor may see, with the facility's time zone; undefined when absent or not visible. */
export async function findVisiblePatient(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<VisiblePatient | undefined> {
  const row = await trx
    .selectFrom('patients')
    .where('patients.id', '=', patientId)
    .where(isPatientVisibleTo(actor))
    .select((eb) => [
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.medical_record_number',
      'patients.is_active',
      'patients.facility_id',
      eb
        .selectFrom('facilities')
        .select('facilities.timezone')
        .whereRef('facilities.id', '=', 'patients.facility_id')
        .as('timezone'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    medicalRecordNumber: row.medical_record_number,
    isActive: row.is_active,
    facilityId: row.facility_id,
    timeZone: row.timezone ?? 'UTC',
  };
}
