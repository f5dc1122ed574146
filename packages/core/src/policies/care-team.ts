import type { PolicyActor } from './policy-actor.ts';

/**
 * Nurses and therapists reach only the children of their care team (spec section 1, its users: "nurse:
 * assigned patients, …"; "therapist: assigned patients, …"): those they are actively assigned to, and a chart
 * opened through emergency access while the grant lasts. The server's patient scope narrows every load of such
 * an actor by it, and the policies of a child's records decide by it (`medicationPolicy.canChangeOrder`: a nurse
 * of the child's care team).
 */
export function reachesOnlyCareTeam(actor: PolicyActor): boolean {
  return actor.role === 'nurse' || actor.role === 'therapist';
}
