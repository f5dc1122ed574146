import { holds, type PolicyActor } from './policy-actor.ts';

/** Patient assignments (spec part 2, "Patient Assignments": administrator and super_admin only). */
export const assignmentPolicy = {
  /** The staff workload overview and the patient list of the Assignments screen. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'assignments', 'read'),
  /** The Assign Staff modal. */
  canAssign: (actor: PolicyActor): boolean => holds(actor, 'assignments', 'create'),
  /** Unassign on an active assignment. */
  canUnassign: (actor: PolicyActor): boolean => holds(actor, 'assignments', 'update'),
};
