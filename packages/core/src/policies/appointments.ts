import { holds, type PolicyActor } from './policy-actor.ts';

/** The staff who schedule a child's appointments: the care team, not a parent. */
const isCareStaff = (actor: PolicyActor): boolean =>
  ['nurse', 'therapist', 'administrator', 'super_admin'].includes(actor.role);

/**
 * Appointments (ARCHITECTURE.md, "Parent portal"): staff schedule them for a child and answer a parent's
 * request; a parent requests one for a child linked to them. Reading them needs the appointments read right,
 * which drivers do not hold. Which children is the patient scope.
 */
export const appointmentPolicy = {
  /** The appointment lists: the chart's card, the parent's Upcoming Appointments. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'appointments', 'read'),
  /** Scheduling an appointment for a child. */
  canSchedule: (actor: PolicyActor): boolean => isCareStaff(actor) && holds(actor, 'appointments', 'create'),
  /** Accepting or declining a parent's request. */
  canAnswer: (actor: PolicyActor): boolean => holds(actor, 'appointments', 'update'),
  /** Asking for an appointment (Schedule Appointment). */
  canRequest: (actor: PolicyActor): boolean =>
    actor.role === 'parent' && holds(actor, 'appointments', 'create'),
};
