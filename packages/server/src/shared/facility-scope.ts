import { MESSAGES, facilityOfRequest, facilityScopeOf, type PolicyActor } from '@carenest/core';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../lib/http-error.ts';

/**
 * A query's condition for core's facility scope (ARCHITECTURE.md, "Policies"): true for a super_admin, `column`
 * equal to the actor's facility otherwise, false for an account without one. Every facility-scoped list
 * narrows through it: `rows.where(isInFacilityScope(actor, 'users.facility_id'))`.
 */
export function isInFacilityScope(actor: PolicyActor, column: string): RawBuilder<boolean> {
  const scope = facilityScopeOf(actor);
  if (scope.isEveryFacility) return sql<boolean>`true`;
  if (scope.facilityId === null) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} = ${scope.facilityId}`;
}

/**
 * The facility a request about one facility is for, by core's rule (`facilityOfRequest`): a super_admin's
 * named facility, else their own; anyone else's own. A super_admin who names none and has none: 400.
 */
export function requireRequestFacility(actor: PolicyActor, requestedId: string | undefined): string {
  const facilityId = facilityOfRequest(actor, requestedId);
  if (!facilityId) throw badRequest(MESSAGES.chooseFacility, { facilityId: MESSAGES.chooseFacility });
  return facilityId;
}
