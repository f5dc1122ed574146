import type { PatientBillingDetailsInput } from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { loadBillingDetails } from './authorizations.ts';

/**
 * Writes a child's billing details (sex and home address for the 837P), replacing any earlier ones, audited on
 * the child as UPDATE_BILLING_DETAILS with what they were before.
 */
export async function saveBillingDetails(
  scope: CommandScope & { patient: VisiblePatient; input: PatientBillingDetailsInput },
): Promise<void> {
  const { trx, now, patient, input } = scope;
  const before = await loadBillingDetails(trx, patient.id);
  const values = {
    sex: input.sex,
    address_line1: input.addressLine1,
    city: input.city,
    state: input.state,
    postal_code: input.postalCode.replace('-', ''),
    updated_at: now,
  };
  await trx
    .insertInto('patient_billing_details')
    .values({ patient_id: patient.id, ...values })
    .onConflict((conflict) => conflict.column('patient_id').doUpdateSet(values))
    .execute();
  await auditChange(scope, {
    action: 'UPDATE_BILLING_DETAILS',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: before,
    newValues: input,
  });
}
