import { todayInZone, type AddMedicationInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { firstVersionOf } from './order-versions.ts';
import type { MedicationRow } from './visible-medication.ts';

/** Blank optional text stored as null. */
function textOrNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Adds a medication to a visible patient's chart: its start date defaults to the facility's today,
 * its schedule is kept sorted and without repeats, and it is kept as the order's first version; audited as
 * ADD_MEDICATION in the same transaction and announced as medication.changed. Answers the new medication row.
 */
export async function addMedication(
  scope: CommandScope & { patient: VisiblePatient; input: AddMedicationInput },
): Promise<MedicationRow> {
  const { trx, actor, now, patient, input } = scope;
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
      start_date: input.startDate || todayInZone(now, patient.timeZone),
      instructions: textOrNull(input.instructions),
      scheduled_times: scheduledTimes,
      is_controlled: input.isControlled,
      created_by: actor.userId,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('medication_versions').values(firstVersionOf(medication)).execute();
  await auditChange(scope, {
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
      isControlled: medication.is_controlled,
    },
  });
  await publishEvent(trx, {
    kind: 'medication.changed',
    resourceId: medication.id,
    patientIds: [patient.id],
  });
  return medication;
}
