import type { Kysely, Selectable } from 'kysely';
import { credentialStatus, reverificationDueOn, todayInZone, type Credential } from '@carenest/core';
import type { Database, StaffCredentialsTable } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';

/** A credential as the API answers it, its status and re-verification day on the facility's `today`. */
export function presentCredential(
  row: Selectable<StaffCredentialsTable>,
  verifier: { id: string; name: string },
  today: string,
  timeZone: string,
): Credential {
  const verificationDueOn = reverificationDueOn(todayInZone(row.verified_at, timeZone));
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    licenseNumber: row.license_number,
    issuingState: row.issuing_state,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    status: credentialStatus(row.expires_on, today),
    verifiedBy: verifier,
    verifiedAt: row.verified_at.toISOString(),
    verificationDueOn,
    isVerificationDue: verificationDueOn <= today,
  };
}

/** A staff member's credentials, soonest to expire first (those without an expiry date last). */
export async function loadCredentials(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Credential[]> {
  const rows = await db
    .selectFrom('staff_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('expires_on', (order) => order.asc().nullsLast())
    .orderBy('created_at')
    .execute();
  const names = await loadUserNames(db, [...new Set(rows.map((row) => row.verified_by))]);
  const today = todayInZone(now, timeZone);
  return rows.map((row) => presentCredential(row, personOf(names, row.verified_by), today, timeZone));
}
