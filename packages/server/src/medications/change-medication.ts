import { MESSAGES, type ChangeMedicationInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { MedicationRow } from './visible-medication.ts';

/** The fields of an order a change may set, as the order row and the audit row keep them. */
function orderFieldsOf(row: Pick<MedicationRow, OrderColumn>) {
  return {
    dosage: row.dosage,
    frequency: row.frequency,
    route: row.route,
    prescribedBy: row.prescribed_by,
    instructions: row.instructions,
    scheduledTimes: row.scheduled_times,
    isControlled: row.is_controlled,
  };
}

type OrderColumn =
  'dosage' | 'frequency' | 'route' | 'prescribed_by' | 'instructions' | 'scheduled_times' | 'is_controlled';

/**
 * Changes an active order (`medication`, locked by the caller): a new version carrying the dose, route,
 * frequency, times, instructions, prescriber and controlled flag, with the reason; the old versions stay as
 * they were. A discontinued order answers 409, and so does a change made from a version that is no longer
 * the current one; a change that changes nothing is a 400. Audited as CHANGE_MEDICATION with the old and
 * new values, announced as medication.changed. Answers the changed order row.
 */
export async function changeMedicationOrder(
  scope: CommandScope & { medication: MedicationRow; input: ChangeMedicationInput },
): Promise<MedicationRow> {
  const { trx, actor, now, medication, input } = scope;
  if (!medication.is_active) throw conflict(MESSAGES.medicationAlreadyDiscontinued);
  if (input.version !== undefined && input.version !== medication.version)
    throw conflict(MESSAGES.medicationVersionStale, { version: MESSAGES.medicationVersionStale });
  const changed = {
    dosage: input.dosage,
    frequency: input.frequency,
    route: input.route,
    prescribed_by: input.prescribedBy,
    instructions: input.instructions ? input.instructions : null,
    scheduled_times: [...new Set(input.scheduledTimes)].sort(),
    is_controlled: input.isControlled,
  };
  const before = orderFieldsOf(medication);
  const after = orderFieldsOf(changed);
  if (
    JSON.stringify({ ...before, scheduledTimes: [...before.scheduledTimes].sort() }) === JSON.stringify(after)
  )
    throw badRequest(MESSAGES.medicationNothingChanged, { reason: MESSAGES.medicationNothingChanged });
  const version = medication.version + 1;
  await trx
    .insertInto('medication_versions')
    .values({
      medication_id: medication.id,
      version,
      ...changed,
      change_reason: input.reason,
      changed_by: actor.userId,
      changed_at: now,
    })
    .execute();
  const updated = await trx
    .updateTable('medications')
    .set({ ...changed, version, updated_at: now })
    .where('id', '=', medication.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CHANGE_MEDICATION',
    resourceType: 'MEDICATION',
    resourceId: medication.id,
    oldValues: { version: medication.version, ...before },
    newValues: { version, ...after, reason: input.reason },
  });
  await publishEvent(trx, {
    kind: 'medication.changed',
    resourceId: medication.id,
    patientIds: [medication.patient_id],
  });
  return updated;
}
