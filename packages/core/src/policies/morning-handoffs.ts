import { medicationPolicy } from './medications.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * The morning handoff (ARCHITECTURE.md, "Parent portal"): a parent tells the care team about the night before
 * arrival. It names the doses given at home, which the eMAR counts, and the night's seizures, so it is read
 * with the medications read right, as the chart's Medications tab is: a driver, who sees the child to carry
 * them, does not read it. Which child is the patient scope.
 */
export const morningHandoffPolicy = {
  /** Sending a handoff: a parent, about a child linked to them. */
  canSubmit: (actor: PolicyActor): boolean => actor.role === 'parent' && holds(actor, 'patients', 'read'),
  /** Reading the day's handoff on the chart. */
  canRead: (actor: PolicyActor): boolean => medicationPolicy.canRead(actor),
};
