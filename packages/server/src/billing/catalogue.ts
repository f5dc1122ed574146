import type { Transaction } from 'kysely';
import { SEEDED_CATALOGUE, type BillingService } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** The facility's active services, ordered by code. */
function activeServices(trx: Transaction<Database>, facilityId: string) {
  return trx
    .selectFrom('billing_services')
    .select(['id', 'code', 'description', 'category', 'unit_price_cents', 'allowed_modifiers'])
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .orderBy('code')
    .execute();
}

/**
 * The facility's active services, ordered by code. The first time a facility bills (it has no services yet),
 * the spec's catalogue and the PPEC codes are seeded for it; after that it is one read.
 */
export async function facilityCatalogue(
  trx: Transaction<Database>,
  facilityId: string,
): Promise<BillingService[]> {
  let rows = await activeServices(trx, facilityId);
  if (rows.length === 0) {
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
    rows = await activeServices(trx, facilityId);
  }
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    category: row.category,
    unitPriceCents: row.unit_price_cents,
    allowedModifiers: row.allowed_modifiers,
  }));
}
