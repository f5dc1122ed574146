import { MESSAGES, disallowedModifiers, lineTotalCents, type createClaimSchema } from '@carenest/core';
import type { z } from 'zod';
import { badRequest } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { facilityCatalogue } from './catalogue.ts';
import { nextClaimNumber } from './claim-numbers.ts';
import { findActiveInsurance } from './claim-parties.ts';

/** 400 naming a field of one service line. */
function lineRefused(index: number, field: string, message: string) {
  return badRequest(message, { [`services.${index}.${field}`]: message });
}

/**
 * Creates a draft claim for a child the actor may see: every service from the facility's catalogue (unknown
 * ids refused), modifiers only those the service allows, the totals recomputed here from the catalogue's
 * prices (whatever the browser showed), a claim number from the year's counter, line control numbers from it.
 * The child must have active insurance. CREATE_CLAIM is audited. Answers the claim's id.
 */
export async function createClaim(
  scope: CommandScope & { patient: VisiblePatient; input: z.infer<typeof createClaimSchema> },
): Promise<string> {
  const { trx, actor, now, patient, input } = scope;
  if (input.serviceDate > now.toISOString().slice(0, 10))
    throw badRequest(MESSAGES.claimServiceDateInFuture, { serviceDate: MESSAGES.claimServiceDateInFuture });
  if (!(await findActiveInsurance(trx, patient.id)))
    throw badRequest(MESSAGES.claimPatientWithoutInsurance, {
      patientId: MESSAGES.claimPatientWithoutInsurance,
    });
  const catalogue = new Map(
    (await facilityCatalogue(trx, patient.facilityId)).map((service) => [service.id, service]),
  );
  const lines = input.services.map((line, index) => {
    const service = catalogue.get(line.serviceId);
    if (!service) throw lineRefused(index, 'serviceId', MESSAGES.claimServiceUnknown);
    if (disallowedModifiers(line.modifiers, service.allowedModifiers).length > 0)
      throw lineRefused(index, 'modifiers', MESSAGES.claimModifierNotAllowed);
    if (new Set(line.modifiers).size !== line.modifiers.length)
      throw lineRefused(index, 'modifiers', MESSAGES.claimModifierNotAllowed);
    return {
      service,
      line,
      totalCents: lineTotalCents({ quantity: line.quantity, unitPriceCents: service.unitPriceCents }),
    };
  });
  const claimNumber = await nextClaimNumber(trx, now.getUTCFullYear());
  const totalCents = lines.reduce((sum, entry) => sum + entry.totalCents, 0);
  const { id } = await trx
    .insertInto('billing_claims')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      claim_number: claimNumber,
      service_date: input.serviceDate,
      total_cents: totalCents,
      payer_claim_number: null,
      submission_date: null,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('claim_services')
    .values(
      lines.map(({ service, line, totalCents: lineTotal }, index) => ({
        claim_id: id,
        position: index + 1,
        code: service.code,
        description: service.description,
        quantity: line.quantity,
        unit_price_cents: service.unitPriceCents,
        total_cents: lineTotal,
        modifiers: line.modifiers,
        diagnosis_codes: line.diagnosisCodes,
        control_number: `${claimNumber}-${index + 1}`,
      })),
    )
    .execute();
  await auditChange(scope, {
    action: 'CREATE_CLAIM',
    resourceType: 'BILLING_CLAIM',
    resourceId: id,
    newValues: {
      claimNumber,
      patientId: patient.id,
      serviceDate: input.serviceDate,
      totalCents,
      lines: lines.length,
    },
  });
  return id;
}
