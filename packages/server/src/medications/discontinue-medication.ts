import { MESSAGES } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { conflict } from '../lib/http-error.ts';
import { createNotifications, findParents } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { MedicationRow } from './visible-medication.ts';

/**
 * Discontinues an active order (`medication`, locked by the caller) with the reason, by the signed-in user at
 * the server's time: it leaves the due list and can no longer be administered, and stays in the chart's
 * history with who stopped it, when and why. A second discontinuation answers 409. The parents are told
 * (under the medications category they may turn off). Audited as DISCONTINUE_MEDICATION, announced as
 * medication.changed. Answers the discontinued order row.
 */
export async function discontinueMedication(
  scope: CommandScope & { medication: MedicationRow; patient: VisiblePatient; reason: string },
): Promise<MedicationRow> {
  const { trx, actor, now, medication, patient, reason } = scope;
  if (!medication.is_active) throw conflict(MESSAGES.medicationAlreadyDiscontinued);
  const stopped = await trx
    .updateTable('medications')
    .set({
      is_active: false,
      discontinued_at: now,
      discontinued_by: actor.userId,
      discontinue_reason: reason,
      updated_at: now,
    })
    .where('id', '=', medication.id)
    .where('is_active', '=', true)
    .returningAll()
    .executeTakeFirst();
  if (!stopped) throw conflict(MESSAGES.medicationAlreadyDiscontinued);
  await auditChange(scope, {
    action: 'DISCONTINUE_MEDICATION',
    resourceType: 'MEDICATION',
    resourceId: medication.id,
    oldValues: { isActive: true },
    newValues: { isActive: false, patientId: patient.id, name: medication.name, reason },
  });
  await createNotifications({
    trx,
    now,
    recipientIds: await findParents(trx, patient.id),
    category: 'medications',
    content: {
      title: `Medication stopped: ${medication.name}`,
      body: `${patient.firstName}'s ${medication.name} was discontinued at the center. Reason: ${reason}`,
      link: `/patients/${patient.id}?tab=medications`,
      severity: 'medium',
    },
  });
  await publishEvent(trx, {
    kind: 'medication.changed',
    resourceId: medication.id,
    patientIds: [patient.id],
  });
  return stopped;
}
