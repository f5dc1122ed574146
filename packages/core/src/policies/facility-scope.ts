import type { PolicyActor } from './policy-actor.ts';

/** The facilities whose records a list shows: every one, or one (null: the actor belongs to none, so nothing). */
export type FacilityScope = { isEveryFacility: true } | { isEveryFacility: false; facilityId: string | null };

/**
 * The one rule every staff list follows for facilities (spec part 2, the capability table: "super_admin: all
 * facilities"; administrators and staff: their own): a super_admin's lists span every facility, anyone else's
 * stop at their own facility, and a staff account without one sees none.
 */
export function facilityScopeOf(actor: PolicyActor): FacilityScope {
  return actor.role === 'super_admin'
    ? { isEveryFacility: true }
    : { isEveryFacility: false, facilityId: actor.facilityId };
}

/**
 * The one facility a request about a single facility is for (its billing settings, its catalogue, its
 * end-of-day reports), by the same rule: a super_admin's named facility, else their own; anyone else's own
 * facility, whatever they name. Null when there is none (a super_admin who names none and has none).
 */
export function facilityOfRequest(actor: PolicyActor, requestedId: string | undefined): string | null {
  return facilityScopeOf(actor).isEveryFacility ? (requestedId ?? actor.facilityId) : actor.facilityId;
}
