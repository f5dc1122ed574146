import { holds, type PolicyActor } from './policy-actor.ts';

/** The staff who schedule and answer appointments: the care team that may see the child. */
const isCareStaff = (actor: PolicyActor): boolean =>
  ['nurse', 'therapist', 'administrator', 'super_admin'].includes(actor.role) &&
  holds(actor, 'patients', 'read');

/**
 * Appointments (ARCHITECTURE.md, "Parent portal"): staff schedule them for a child and answer a parent's
 * request; a parent requests one for a child linked to them. Which children is the patient scope.
 */
export const appointmentPolicy = {
  /** Scheduling an appointment for a child. */
  canSchedule: isCareStaff,
  /** Accepting or declining a parent's request. */
  canAnswer: isCareStaff,
  /** Asking for an appointment (Schedule Appointment). */
  canRequest: (actor: PolicyActor): boolean => actor.role === 'parent' && holds(actor, 'patients', 'read'),
};
