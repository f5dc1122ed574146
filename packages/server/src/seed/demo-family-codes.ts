import type { Transaction } from 'kysely';
import { FAMILY_CODES, normalizeFamilyCode } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { hashFamilyCode } from '../family-links/index.ts';

/** The demo's family code, printed in the README: it links Jayden Brooks (born 2014-10-09) to a parent. */
export const DEMO_FAMILY_CODE = 'CARE-2345';

/** The child the demo code is for, by medical record number. */
const DEMO_FAMILY_CODE_CHILD = 'MRN-100241';

/**
 * Issues the demo family code for Jayden Brooks (not linked to the demo parent), as the demo administrator,
 * valid the usual 14 days, so a newcomer signed in as the parent can link a child with Link Child.
 */
export async function seedDemoFamilyCode(
  trx: Transaction<Database>,
  options: { facilityId: string; administratorId: string; now: Date },
): Promise<void> {
  const child = await trx
    .selectFrom('patients')
    .select('id')
    .where('facility_id', '=', options.facilityId)
    .where('medical_record_number', '=', DEMO_FAMILY_CODE_CHILD)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('family_codes')
    .values({
      facility_id: options.facilityId,
      patient_id: child.id,
      code_sha256: hashFamilyCode(normalizeFamilyCode(DEMO_FAMILY_CODE)),
      issued_by: options.administratorId,
      issued_at: options.now,
      expires_at: new Date(options.now.getTime() + FAMILY_CODES.validDays * 86_400_000),
    })
    .execute();
}
