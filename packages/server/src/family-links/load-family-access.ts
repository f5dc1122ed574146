import type { Transaction } from 'kysely';
import type { FamilyAccessResponse } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';

/** The status of a family code at `now`. */
function statusOf(code: { used_at: Date | null; revoked_at: Date | null; expires_at: Date }, now: Date) {
  if (code.used_at) return 'used' as const;
  if (code.revoked_at) return 'revoked' as const;
  return code.expires_at <= now ? ('expired' as const) : ('active' as const);
}

/** A child's Family access card: the linked parents by name, and the codes issued, newest first. */
export async function loadFamilyAccess(
  trx: Transaction<Database>,
  patientId: string,
  now: Date,
): Promise<FamilyAccessResponse> {
  const parents = await trx
    .selectFrom('patient_parents')
    .innerJoin('users', 'users.id', 'patient_parents.parent_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'patient_parents.linked_at'])
    .where('patient_parents.patient_id', '=', patientId)
    .orderBy('patient_parents.linked_at')
    .execute();
  const codes = await trx
    .selectFrom('family_codes')
    .select(['id', 'issued_at', 'issued_by', 'expires_at', 'used_by', 'used_at', 'revoked_at'])
    .where('patient_id', '=', patientId)
    .orderBy('issued_at', 'desc')
    .limit(50)
    .execute();
  const names = await loadUserNames(
    trx,
    codes.flatMap((code) => [code.issued_by, ...(code.used_by ? [code.used_by] : [])]),
  );
  return {
    parents: parents.map((parent) => ({
      id: parent.id,
      name: `${parent.first_name} ${parent.last_name}`,
      email: parent.email,
      linkedAt: parent.linked_at.toISOString(),
    })),
    codes: codes.map((code) => ({
      id: code.id,
      issuedAt: code.issued_at.toISOString(),
      issuedBy: personOf(names, code.issued_by),
      expiresAt: code.expires_at.toISOString(),
      status: statusOf(code, now),
      usedBy: code.used_by ? personOf(names, code.used_by) : null,
      usedAt: code.used_at?.toISOString() ?? null,
    })),
  };
}
