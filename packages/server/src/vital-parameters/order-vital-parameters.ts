import type { ChildParameter, ParameterMeasurement } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadChildParameters, type StoredParameter } from './load-vital-parameters.ts';

/** What the audit row keeps of an order: the limits, the physician and the date. */
function auditedOrder(order: ChildParameter | StoredParameter | undefined) {
  if (!order) return null;
  return {
    measurement: order.measurement,
    notifyLow: order.notifyLow,
    notifyHigh: order.notifyHigh,
    criticalLow: order.criticalLow,
    criticalHigh: order.criticalHigh,
    orderedBy: order.orderedBy,
    orderedOn: order.orderedOn,
  };
}

/**
 * Enters or replaces a child's physician-ordered limits for one measurement, by the signed-in user at the
 * server's time. The previous order (if any) is locked, replaced, and kept in the ORDER_VITAL_PARAMETERS audit
 * row as the old values beside the new ones. Announced as vital-parameters.changed.
 */
export async function orderVitalParameters(
  scope: CommandScope & { patient: VisiblePatient; order: ChildParameter },
): Promise<void> {
  const { trx, actor, now, patient, order } = scope;
  const [previous] = await loadChildParameters(trx, patient.id, {
    measurement: order.measurement,
    lock: true,
  });
  const values = {
    notify_low: order.notifyLow,
    notify_high: order.notifyHigh,
    critical_low: order.criticalLow,
    critical_high: order.criticalHigh,
    ordered_by: order.orderedBy,
    ordered_on: order.orderedOn,
    entered_by: actor.userId,
    entered_at: now,
  };
  await trx
    .insertInto('vital_parameters')
    .values({ patient_id: patient.id, measurement: order.measurement, ...values })
    .onConflict((conflict) => conflict.columns(['patient_id', 'measurement']).doUpdateSet(values))
    .execute();
  await auditChange(scope, {
    action: 'ORDER_VITAL_PARAMETERS',
    resourceType: 'VITAL_PARAMETERS',
    resourceId: patient.id,
    oldValues: auditedOrder(previous),
    newValues: auditedOrder(order),
  });
  await publishEvent(trx, {
    kind: 'vital-parameters.changed',
    resourceId: patient.id,
    patientIds: [patient.id],
  });
}

/**
 * Removes a child's order for one measurement, so the facility default applies again; the removed order is
 * the old values of the REMOVE_VITAL_PARAMETERS audit row. Without an order nothing changes (no audit row,
 * no event) and it answers false.
 */
export async function removeVitalParameters(
  scope: CommandScope & { patient: VisiblePatient; measurement: ParameterMeasurement },
): Promise<boolean> {
  const { trx, patient, measurement } = scope;
  const [previous] = await loadChildParameters(trx, patient.id, { measurement, lock: true });
  if (!previous) return false;
  await trx
    .deleteFrom('vital_parameters')
    .where('patient_id', '=', patient.id)
    .where('measurement', '=', measurement)
    .execute();
  await auditChange(scope, {
    action: 'REMOVE_VITAL_PARAMETERS',
    resourceType: 'VITAL_PARAMETERS',
    resourceId: patient.id,
    oldValues: auditedOrder(previous),
    newValues: null,
  });
  await publishEvent(trx, {
    kind: 'vital-parameters.changed',
    resourceId: patient.id,
    patientIds: [patient.id],
  });
  return true;
}
