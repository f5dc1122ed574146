import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { nextClaimNumber } from './claim-numbers.ts';

/**
 * A corrected (frequency 7) or void (8) claim for an adjudicated one: a new draft with its own number and line
 * control numbers, the original's day, lines and total, and the payer's claim number from the remittance
 * (REF*F8 in its 837P). REPLACE_CLAIM is audited. Answers the new claim's id.
 */
export async function replaceClaim(
  scope: CommandScope & {
    original: {
      id: string;
      facility_id: string;
      patient_id: string;
      service_date: string;
      total_cents: number;
      payer_claim_number: string;
    };
    frequencyCode: '7' | '8';
  },
): Promise<string> {
  const { trx, actor, now, original, frequencyCode } = scope;
  const claimNumber = await nextClaimNumber(trx, now.getUTCFullYear());
  const { id } = await trx
    .insertInto('billing_claims')
    .values({
      facility_id: original.facility_id,
      patient_id: original.patient_id,
      claim_number: claimNumber,
      service_date: original.service_date,
      total_cents: original.total_cents,
      frequency_code: frequencyCode,
      payer_claim_number: original.payer_claim_number,
      submission_date: null,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('claim_services')
    .selectAll()
    .where('claim_id', '=', original.id)
    .orderBy('position')
    .execute();
  await trx
    .insertInto('claim_services')
    .values(
      lines.map((line) => ({
        claim_id: id,
        position: line.position,
        code: line.code,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unit_price_cents,
        total_cents: line.total_cents,
        modifiers: line.modifiers,
        diagnosis_codes: line.diagnosis_codes,
        control_number: `${claimNumber}-${line.position}`,
      })),
    )
    .execute();
  await auditChange(scope, {
    action: 'REPLACE_CLAIM',
    resourceType: 'BILLING_CLAIM',
    resourceId: id,
    newValues: {
      claimNumber,
      replaces: original.id,
      frequencyCode,
      payerClaimNumber: original.payer_claim_number,
    },
  });
  return id;
}
