import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Attendance, the daily log (ARCHITECTURE.md, "Transportation and attendance"): nurses and administrators read it and check children in
 * or out at the front desk; routes write it through their handoffs. Which children is the patient scope.
 */
export const attendancePolicy = {
  /** The daily log and its printable sheet. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'attendance', 'read'),
  /** Checking a child in or out by hand at the front desk. */
  canRecord: (actor: PolicyActor): boolean => holds(actor, 'attendance', 'create'),
};
