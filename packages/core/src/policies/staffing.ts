import { isAdministrator } from '../roles.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a staff member whose credentials a decision is about. */
export interface CredentialHolderFacts {
  userId: string;
  role: string;
}

/**
 * Whether an account has a personnel record with credentials: staff of a facility do; parents, and accounts
 * of no facility (a super_admin of none), do not.
 */
export function holdsPersonnelRecord(account: { role: string; facilityId: string | null }): boolean {
  return account.role !== 'parent' && account.facilityId !== null;
}

/**
 * Staffing (Texas 26 TAC §550.410 and §550.417): staff clock themselves in and out; administrators correct
 * shifts, read the ratio, its log and the timecards, and record and verify credentials; a staff member reads
 * their own credentials. Which facility is the scoped load's rule.
 */
export const staffingPolicy = {
  /** Clock In and Clock Out (their own clock only: the server takes the user from the session). */
  canClock: (actor: PolicyActor): boolean => holds(actor, 'time_clock', 'create'),
  /**
   * Whether a screen offers the time clock: the actor clocks and has a facility to clock at (a super_admin of
   * no facility has none, so their dashboard shows no Time Clock).
   */
  canClockAtFacility: (actor: PolicyActor): boolean =>
    holds(actor, 'time_clock', 'create') && actor.facilityId !== null,
  /** Correct a shift, with a reason (the original kept). */
  canCorrectShift: (actor: PolicyActor): boolean => holds(actor, 'time_clock', 'update'),
  /** The live ratio, the staffing log and the timecards. */
  canReadStaffing: (actor: PolicyActor): boolean => holds(actor, 'staffing', 'read'),
  /** Whether a screen shows the ratio: the actor reads staffing and has a facility whose ratio it is. */
  canReadFacilityStaffing: (actor: PolicyActor): boolean =>
    holds(actor, 'staffing', 'read') && actor.facilityId !== null,
  /** A staff member's credentials: administrators, and the staff member their own. */
  canReadCredentials: (actor: PolicyActor, holder: CredentialHolderFacts): boolean =>
    holds(actor, 'credentials', 'read') && (isAdministrator(actor.role) || actor.userId === holder.userId),
  /** Record a credential of a staff member (never a parent's: parents hold no personnel record). */
  canRecordCredential: (actor: PolicyActor, holder: CredentialHolderFacts): boolean =>
    holds(actor, 'credentials', 'create') && holder.role !== 'parent',
  /** Verify a credential again (yearly). */
  canVerifyCredential: (actor: PolicyActor): boolean => holds(actor, 'credentials', 'update'),
};
