import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * A child's immunization record (Florida 59A-13.020, 26 TAC §550.211). A nurse of the child's care team or an
 * administrator records doses; parents read their own child's. Which children is the patient scope (a nurse
 * sees only the care team's children, a parent only their linked ones).
 */
export const immunizationPolicy = {
  /** Reading a child's immunizations and the schedule's standing. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'immunizations', 'read'),
  /** Recording a dose given, from a parent's record or from the state registry. */
  canRecord: (actor: PolicyActor): boolean => holds(actor, 'immunizations', 'create'),
};
