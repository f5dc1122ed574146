import { MESSAGES } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';

/** The children among `patientIds` excluded now: an exclusion without its return clearance. */
export async function excludedChildrenAmong(
  trx: Transaction<Database>,
  patientIds: readonly string[],
): Promise<Set<string>> {
  if (patientIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('illness_exclusions')
    .select('patient_id')
    .where('patient_id', 'in', [...patientIds])
    .where('cleared_at', 'is', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.patient_id ? [row.patient_id] : [])));
}

/**
 * Refuses the check-in of an excluded child (Florida 59A-13.020): 409 naming `patientId` until the return
 * clearance with the physician's written statement is recorded. The front desk and the van's pickup ask it.
 */
export async function refuseExcludedChild(trx: Transaction<Database>, patientId: string): Promise<void> {
  if ((await excludedChildrenAmong(trx, [patientId])).size > 0)
    throw conflict(MESSAGES.childExcluded, { patientId: MESSAGES.childExcluded });
}

/** Refuses the clock-in of an excluded staff member (Florida 59A-13.020): 409 until cleared. */
export async function refuseExcludedStaff(trx: Transaction<Database>, userId: string): Promise<void> {
  const open = await trx
    .selectFrom('illness_exclusions')
    .select('id')
    .where('staff_id', '=', userId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  if (open) throw conflict(MESSAGES.staffExcluded, { credential: MESSAGES.staffExcluded });
}
