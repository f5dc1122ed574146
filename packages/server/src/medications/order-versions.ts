import type { Selectable, Transaction } from 'kysely';
import type { MedicationHistory, ScheduleVersion } from '@carenest/core';
import type { Database, MedicationVersionsTable } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';
import type { MedicationRow } from './visible-medication.ts';

/** A medication_versions row as read. */
export type MedicationVersionRow = Selectable<MedicationVersionsTable>;

/**
 * The schedule of every version of the given orders, oldest first, by medication: which times of day were owed
 * from when (core's scheduleDoses); the first version from when its order was entered. One query whatever the
 * number of orders.
 */
export async function loadScheduleVersions(
  trx: Transaction<Database>,
  medicationIds: readonly string[],
): Promise<Map<string, ScheduleVersion[]>> {
  const byMedication = new Map<string, ScheduleVersion[]>();
  if (medicationIds.length === 0) return byMedication;
  const rows = await trx
    .selectFrom('medication_versions')
    .innerJoin('medications', 'medications.id', 'medication_versions.medication_id')
    .select([
      'medication_versions.medication_id',
      'medication_versions.version',
      'medication_versions.scheduled_times',
      'medication_versions.changed_at',
      'medications.created_at',
    ])
    .where('medication_versions.medication_id', 'in', medicationIds)
    .orderBy('medication_versions.medication_id')
    .orderBy('medication_versions.version')
    .execute();
  for (const row of rows) {
    const versions = byMedication.get(row.medication_id) ?? [];
    const from = row.version === 1 ? row.created_at : row.changed_at;
    versions.push({ from, times: row.scheduled_times });
    byMedication.set(row.medication_id, versions);
  }
  return byMedication;
}

/** The version of an order as its first row: the order as it was added, by its author. */
export function firstVersionOf(medication: MedicationRow): MedicationVersionRow {
  return {
    medication_id: medication.id,
    version: 1,
    dosage: medication.dosage,
    frequency: medication.frequency,
    route: medication.route,
    prescribed_by: medication.prescribed_by,
    instructions: medication.instructions,
    scheduled_times: medication.scheduled_times,
    is_controlled: medication.is_controlled,
    change_reason: null,
    changed_by: medication.created_by,
    changed_at: medication.created_at,
  };
}

/** An order's whole history: every version oldest first, and who discontinued it, when and why. */
export async function loadMedicationHistory(
  trx: Transaction<Database>,
  medication: MedicationRow,
): Promise<MedicationHistory> {
  const versions = await trx
    .selectFrom('medication_versions')
    .selectAll()
    .where('medication_id', '=', medication.id)
    .orderBy('version')
    .execute();
  const names = await loadUserNames(trx, [
    ...versions.map((version) => version.changed_by),
    ...(medication.discontinued_by ? [medication.discontinued_by] : []),
  ]);
  return {
    medicationId: medication.id,
    patientId: medication.patient_id,
    name: medication.name,
    isActive: medication.is_active,
    discontinued:
      medication.discontinued_at && medication.discontinued_by
        ? {
            at: medication.discontinued_at.toISOString(),
            by: personOf(names, medication.discontinued_by),
            reason: medication.discontinue_reason ?? '',
          }
        : null,
    versions: versions.map((version) => ({
      version: version.version,
      dosage: version.dosage,
      frequency: version.frequency,
      route: version.route,
      prescribedBy: version.prescribed_by,
      instructions: version.instructions,
      scheduledTimes: [...version.scheduled_times].sort(),
      isControlled: version.is_controlled,
      reason: version.change_reason,
      changedBy: personOf(names, version.changed_by),
      changedAt: version.changed_at.toISOString(),
    })),
  };
}
