import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The child's active primary insurance (with `includeInactive`, whatever insurance is on file), or undefined. */
export function findActiveInsurance(
  trx: Transaction<Database>,
  patientId: string,
  options: { includeInactive?: boolean } = {},
) {
  const query = trx
    .selectFrom('patient_insurance')
    .select([
      'insurance_name',
      'policy_number',
      'group_number',
      'subscriber_name',
      'subscriber_dob',
      'relationship_to_patient',
    ])
    .where('patient_id', '=', patientId);
  return (options.includeInactive ? query : query.where('is_active', '=', true)).executeTakeFirst();
}

/** The payer set up for an insurance name (case-insensitive) at a facility, or undefined. */
export function findPayer(trx: Transaction<Database>, facilityId: string, insuranceName: string) {
  return trx
    .selectFrom('billing_payers')
    .select(['payer_id', 'claim_filing_code', 'insurance_name'])
    .where('facility_id', '=', facilityId)
    .where((eb) => eb(eb.fn('lower', ['insurance_name']), '=', insuranceName.toLowerCase()))
    .executeTakeFirst();
}
