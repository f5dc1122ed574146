import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * The morning handoff (ARCHITECTURE.md, "Parent portal"): a parent tells the care team about the night before
 * arrival; whoever may see the child's chart reads it. Which child is the patient scope.
 */
export const morningHandoffPolicy = {
  /** Sending a handoff: a parent, about a child linked to them. */
  canSubmit: (actor: PolicyActor): boolean => actor.role === 'parent' && holds(actor, 'patients', 'read'),
  /** Reading the day's handoff on the chart. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'patients', 'read'),
};
