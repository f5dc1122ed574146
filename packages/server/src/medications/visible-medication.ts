import type { Selectable, Transaction } from 'kysely';
import type { Actor } from '../auth/actor.ts';
import type { Database, MedicationsTable } from '../db/schema.ts';
import { isPatientVisibleTo } from '../patients/visible-patients.ts';

/** A medication row as read. */
export type MedicationRow = Selectable<MedicationsTable>;

/** The patient of a medication as the eMAR needs them, with their facility's time zone. */
export interface MedicationPatient {
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
): Promise<MedicationPatient | undefined> {
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

/**
 * A medication whose patient the actor may see, with that patient; undefined when the medication is
 * absent or its patient is not visible (the two answer alike).
 */
export async function findVisibleMedication(
  trx: Transaction<Database>,
  actor: Actor,
  medicationId: string,
): Promise<{ medication: MedicationRow; patient: MedicationPatient } | undefined> {
  const medication = await trx
    .selectFrom('medications')
    .selectAll()
    .where('id', '=', medicationId)
    .executeTakeFirst();
  if (!medication) return undefined;
  const patient = await findVisiblePatient(trx, actor, medication.patient_id);
  return patient ? { medication, patient } : undefined;
}
