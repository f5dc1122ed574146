import { sql, type Transaction } from 'kysely';
import type { Authorization, PatientBillingDetailsInput } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * A child's prior authorizations, latest period first, each with the units claims have used: the quantities
 * of the child's claim lines with that service code on days inside the period, in claims that count (original
 * claims not rejected or denied).
 */
export async function loadAuthorizations(
  trx: Transaction<Database>,
  patientId: string,
): Promise<Authorization[]> {
  const rows = await trx
    .selectFrom('prior_authorizations as authorization')
    .select([
      'authorization.id',
      'authorization.payer_name',
      'authorization.authorization_number',
      'authorization.service_code',
      'authorization.units_authorized',
      'authorization.start_date',
      'authorization.end_date',
      (eb) =>
        eb
          .selectFrom('claim_services')
          .innerJoin('billing_claims as claim', 'claim.id', 'claim_services.claim_id')
          .select(sql<number>`coalesce(sum(claim_services.quantity), 0)::int`.as('used'))
          .whereRef('claim.patient_id', '=', 'authorization.patient_id')
          .whereRef('claim_services.code', '=', 'authorization.service_code')
          .whereRef('claim.service_date', '>=', 'authorization.start_date')
          .whereRef('claim.service_date', '<=', 'authorization.end_date')
          .where('claim.frequency_code', '=', '1')
          .where('claim.status', 'not in', ['rejected', 'denied'])
          .as('units_used'),
    ])
    .where('authorization.patient_id', '=', patientId)
    .orderBy('authorization.start_date', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    payerName: row.payer_name,
    authorizationNumber: row.authorization_number,
    serviceCode: row.service_code,
    unitsAuthorized: row.units_authorized,
    unitsUsed: Number(row.units_used ?? 0),
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}

/** A child's billing details (sex and home address), or null while none were entered. */
export async function loadBillingDetails(
  trx: Transaction<Database>,
  patientId: string,
): Promise<(PatientBillingDetailsInput & { sex: 'F' | 'M' | 'U' }) | null> {
  const row = await trx
    .selectFrom('patient_billing_details')
    .selectAll()
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return row
    ? {
        sex: row.sex,
        addressLine1: row.address_line1,
        city: row.city,
        state: row.state,
        postalCode: row.postal_code,
      }
    : null;
}
