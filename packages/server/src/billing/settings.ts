import type { Transaction } from 'kysely';
import type { BillingSettings } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** The facility's billing settings as the form shows them, with when they were last saved; null when none. */
export async function loadBillingSettings(
  trx: Transaction<Database>,
  facilityId: string,
): Promise<{ settings: BillingSettings | null; updatedAt: string | null }> {
  const row = await trx
    .selectFrom('billing_settings')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!row) return { settings: null, updatedAt: null };
  return {
    settings: {
      providerName: row.provider_name,
      npi: row.npi,
      taxId: row.tax_id,
      taxonomy: row.taxonomy,
      addressLine1: row.address_line1,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      placeOfService: row.place_of_service,
      submitterId: row.submitter_id,
      submitterContactName: row.submitter_contact_name,
      submitterPhone: row.submitter_phone,
      receiverId: row.receiver_id,
      receiverName: row.receiver_name,
    },
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Writes the facility's billing settings (the caller validated them, NPI check digit included). */
export async function saveBillingSettings(
  trx: Transaction<Database>,
  facilityId: string,
  settings: BillingSettings,
  by: { userId: string; now: Date },
): Promise<void> {
  const values = {
    provider_name: settings.providerName,
    npi: settings.npi,
    tax_id: settings.taxId.replace('-', ''),
    taxonomy: settings.taxonomy,
    address_line1: settings.addressLine1,
    city: settings.city,
    state: settings.state,
    postal_code: settings.postalCode.replace('-', ''),
    place_of_service: settings.placeOfService,
    submitter_id: settings.submitterId.toUpperCase(),
    submitter_contact_name: settings.submitterContactName,
    submitter_phone: settings.submitterPhone.replace(/\D/g, ''),
    receiver_id: settings.receiverId.toUpperCase(),
    receiver_name: settings.receiverName,
    updated_by: by.userId,
    updated_at: by.now,
  };
  await trx
    .insertInto('billing_settings')
    .values({ facility_id: facilityId, ...values })
    .onConflict((conflict) => conflict.column('facility_id').doUpdateSet(values))
    .execute();
}

/** Replaces a facility's billing settings, audited on the facility as UPDATE_BILLING_SETTINGS with the old ones. */
export async function updateBillingSettings(
  scope: CommandScope & { facilityId: string; input: BillingSettings },
): Promise<void> {
  const { trx, actor, now, facilityId, input } = scope;
  const before = await loadBillingSettings(trx, facilityId);
  await saveBillingSettings(trx, facilityId, input, { userId: actor.userId, now });
  await auditChange(scope, {
    action: 'UPDATE_BILLING_SETTINGS',
    resourceType: 'FACILITY',
    resourceId: facilityId,
    oldValues: before.settings,
    newValues: input,
  });
}
