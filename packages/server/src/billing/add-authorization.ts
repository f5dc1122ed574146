import type { CreateAuthorizationInput } from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';

/** Records a prior authorization of a child's payer, audited on the child as ADD_AUTHORIZATION. Answers its id. */
export async function addAuthorization(
  scope: CommandScope & { patient: VisiblePatient; input: CreateAuthorizationInput },
): Promise<string> {
  const { trx, actor, now, patient, input } = scope;
  const { id } = await trx
    .insertInto('prior_authorizations')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      payer_name: input.payerName,
      authorization_number: input.authorizationNumber,
      service_code: input.serviceCode,
      units_authorized: input.unitsAuthorized,
      start_date: input.startDate,
      end_date: input.endDate,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'ADD_AUTHORIZATION',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: { authorizationId: id, ...input },
  });
  return id;
}
