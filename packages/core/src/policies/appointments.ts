import { holds, type PolicyActor } from './policy-actor.ts';

/** The staff who schedule a child's appointments: the care team, not a parent. */
const isCareStaff = (actor: PolicyActor): boolean =>
  ['nurse', 'therapist', 'administrator', 'super_admin'].includes(actor.role);

/** Changing an appointment as the care team: answering, rescheduling, marking it done. */
const canChangeAsCareStaff = (actor: PolicyActor): boolean =>
  isCareStaff(actor) && holds(actor, 'appointments', 'update');

/**
 * Appointments (ARCHITECTURE.md, "Parent portal"): staff schedule them for a child, answer a parent's
 * request, reschedule them and mark them done; a parent requests one for a child linked to them; both the
 * care team and the parent cancel one with a reason. Reading them needs the appointments read right, which
 * drivers do not hold. Which children is the patient scope; whether the appointment's status still allows the
 * change is the command's (409).
 */
export const appointmentPolicy = {
  /** The appointment lists: the chart's card, the parent's Upcoming Appointments. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'appointments', 'read'),
  /** Scheduling an appointment for a child. */
  canSchedule: (actor: PolicyActor): boolean => isCareStaff(actor) && holds(actor, 'appointments', 'create'),
  /** Accepting or declining a parent's request. */
  canAnswer: canChangeAsCareStaff,
  /** Asking for an appointment (Schedule Appointment). */
  canRequest: (actor: PolicyActor): boolean =>
    actor.role === 'parent' && holds(actor, 'appointments', 'create'),
  /** Cancelling a waiting request or a scheduled appointment, with a reason: the care team or the parent. */
  canCancel: (actor: PolicyActor): boolean =>
    (isCareStaff(actor) || actor.role === 'parent') && holds(actor, 'appointments', 'update'),
  /** Moving a scheduled appointment to another day or time. */
  canReschedule: canChangeAsCareStaff,
  /** Marking a scheduled appointment done once its time has come. */
  canComplete: canChangeAsCareStaff,
};
