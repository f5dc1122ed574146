import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** A staff member whose credentials are read or recorded: who, of which role and facility. */
export interface CredentialHolder {
  userId: string;
  role: string;
  facilityId: string;
  name: string;
}

/**
 * The staff member `userId` as the actor may reach them: an account of a facility in the actor's facility scope
 * (administrators theirs, super_admin every one), or the actor themself. Absent and out of reach are the same
 * undefined (a 404).
 */
export async function findCredentialHolder(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
): Promise<CredentialHolder | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'facility_id', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('facility_id', 'is not', null)
    .where((eb) => eb.or([isInFacilityScope(actor, 'users.facility_id'), eb('id', '=', actor.userId)]))
    .executeTakeFirst();
  if (!row?.facility_id) return undefined;
  return {
    userId: row.id,
    role: row.role,
    facilityId: row.facility_id,
    name: `${row.first_name} ${row.last_name}`,
  };
}
