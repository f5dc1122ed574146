import type { Transaction } from 'kysely';
import { SEEDED_CATALOGUE, type BillingService } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The facility's active services, seeding the spec's catalogue (and the PPEC codes) the first time a facility
 * bills; administrators' own codes sit beside them. Ordered by code.
 */
export async function facilityCatalogue(
  trx: Transaction<Database>,
  facilityId: string,
): Promise<BillingService[]> {
  await trx
    .insertInto('billing_services')
    .values(
      SEEDED_CATALOGUE.map((service) => ({
        facility_id: facilityId,
        code: service.code,
        description: service.description,
        category: service.category,
        unit_price_cents: service.unitPriceCents,
        allowed_modifiers: [...service.allowedModifiers],
      })),
    )
    .onConflict((conflict) => conflict.columns(['facility_id', 'code']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('billing_services')
    .select(['id', 'code', 'description', 'category', 'unit_price_cents', 'allowed_modifiers'])
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    category: row.category,
    unitPriceCents: row.unit_price_cents,
    allowedModifiers: row.allowed_modifiers,
  }));
}
