import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Emergency preparedness (26 TAC §550.209, Florida 59A-13.022). Nurses and administrators keep each child's
 * equipment and evacuation needs and take the evacuation roster of the children present; the administrator
 * keeps the facility's logs: drills, the signed generator log and the documents on file. Which children is
 * the patient scope; parents, therapists and drivers hold none of it.
 */
export const emergencyPolicy = {
  /** The evacuation needs list and the evacuation roster (its PDF). */
  canReadRoster: (actor: PolicyActor): boolean => holds(actor, 'evacuation', 'read'),
  /** Recording or changing a child's equipment and evacuation transport. */
  canEditNeeds: (actor: PolicyActor): boolean => holds(actor, 'evacuation', 'update'),
  /** The drills log, the generator log and the documents on file. */
  canReadLogs: (actor: PolicyActor): boolean => holds(actor, 'emergency_logs', 'read'),
  /** Recording a drill, a signed generator test or a document on file. */
  canRecordLogs: (actor: PolicyActor): boolean => holds(actor, 'emergency_logs', 'create'),
};
