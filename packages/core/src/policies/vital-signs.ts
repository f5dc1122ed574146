import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Vital signs (spec part 2, "Vital Signs" and section 6: "Record vitals; vital signs route: nurse,
 * administrator"). Readings are reached through a patient the actor may see.
 */
export const vitalSignsPolicy = {
  /** The list, a reading, the trend charts and the exports. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'vital_signs', 'read'),
  /** The Record Vitals button. */
  canRecord: (actor: PolicyActor): boolean => holds(actor, 'vital_signs', 'create'),
  /** Entering or removing a child's physician-ordered parameters (nurse, administrator). */
  canOrderParameters: (actor: PolicyActor): boolean => holds(actor, 'vital_signs', 'update'),
};
