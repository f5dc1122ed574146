import { sql, type Transaction } from 'kysely';
import type { RemittanceListItem } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/**
 * The 50 latest posted remittances of the actor's facility scope (every facility's for a super_admin), newest
 * first, each with the total of its provider-level adjustments.
 */
export async function loadRecentRemittances(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<RemittanceListItem[]> {
  const rows = await trx
    .selectFrom('remittances')
    .select([
      'remittances.id',
      'payer_name',
      'trace_number',
      'amount_cents',
      'payment_date',
      'claim_count',
      'source',
      'posted_at',
      (eb) =>
        eb
          .selectFrom('provider_adjustments')
          .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('total'))
          .whereRef('provider_adjustments.remittance_id', '=', 'remittances.id')
          .as('provider_adjustment_cents'),
    ])
    .where(isInFacilityScope(actor, 'remittances.facility_id'))
    .orderBy('posted_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    payerName: row.payer_name,
    traceNumber: row.trace_number,
    amountCents: Number(row.amount_cents),
    paymentDate: row.payment_date,
    claimCount: row.claim_count,
    source: row.source,
    postedAt: row.posted_at.toISOString(),
    providerAdjustmentCents: Number(row.provider_adjustment_cents ?? 0),
  }));
}
