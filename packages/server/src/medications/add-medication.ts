import { todayInZone, type AddMedicationInput, type Medication } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { AuditContext } from '../audit/append-audit.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { dosesOfDay, presentMedication } from './present-medication.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';

/** Blank optional text stored as null. */
function textOrNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Adds a medication to a visible patient's chart: its start date defaults to the facility's today,
 * its schedule is kept sorted and without repeats; audited as ADD_MEDICATION in the same transaction.
 */
export async function addMedication(
  trx: Transaction<Database>,
  context: AuditContext,
  actor: Actor,
  patient: VisiblePatient,
  input: AddMedicationInput,
  now: Date,
): Promise<Medication> {
  const facilityToday = todayInZone(now, patient.timeZone);
  const scheduledTimes = [...new Set(input.scheduledTimes)].sort();
  const medication = await trx
    .insertInto('medications')
    .values({
      patient_id: patient.id,
      name: input.name,
      ndc_code: textOrNull(input.ndcCode),
      dosage: input.dosage,
      frequency: input.frequency,
      route: input.route,
      prescribed_by: input.prescribedBy,
      start_date: input.startDate || facilityToday,
      instructions: textOrNull(input.instructions),
      scheduled_times: scheduledTimes,
      created_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(trx, context, {
    action: 'ADD_MEDICATION',
    resourceType: 'MEDICATION',
    resourceId: medication.id,
    newValues: {
      patientId: patient.id,
      name: medication.name,
      dosage: medication.dosage,
      frequency: medication.frequency,
      route: medication.route,
      startDate: medication.start_date,
      scheduledTimes,
    },
  });
  return presentMedication(medication, [], dosesOfDay(medication, facilityToday, patient.timeZone, [], now));
}
