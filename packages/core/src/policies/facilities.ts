import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a facility a decision reads: which facility it is. */
export interface FacilityFacts {
  facilityId: string;
}

/** A facility's own record of a member: super_admin belongs to every facility, others to their own. */
function belongsTo(actor: PolicyActor, facts: FacilityFacts): boolean {
  return actor.role === 'super_admin' || actor.facilityId === facts.facilityId;
}

/**
 * A facility's settings and the facilities themselves (ARCHITECTURE.md, "Facility settings and state rules"):
 * an administrator reads and edits their own facility's settings and closure days; a super_admin any
 * facility's, and creates facilities and lists them all.
 */
export const facilityPolicy = {
  /** Read the facility's settings and closure days (the /facility screen). */
  canRead: (actor: PolicyActor, facts: FacilityFacts): boolean =>
    holds(actor, 'facility', 'read') && belongsTo(actor, facts),
  /** Change the facility's settings, add or remove its closure days. */
  canEdit: (actor: PolicyActor, facts: FacilityFacts): boolean =>
    holds(actor, 'facility', 'update') && belongsTo(actor, facts),
  /** Open the /facility screen at all: whoever may read their own facility's settings. */
  canOpenSettings: (actor: PolicyActor): boolean =>
    holds(actor, 'facility', 'read') && (actor.role === 'super_admin' || actor.facilityId !== null),
  /** Create a facility with its first administrator, and list every facility. */
  canCreate: (actor: PolicyActor): boolean => holds(actor, 'facility', 'create'),
};
