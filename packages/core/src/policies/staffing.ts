import { isAdministrator } from '../roles.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a staff member whose credentials a decision is about. */
export interface CredentialHolderFacts {
  userId: string;
  role: string;
}

/**
 * Staffing (Texas 26 TAC §550.410 and §550.417): staff clock themselves in and out; administrators correct
 * shifts, read the ratio, its log and the timecards, and record and verify credentials; a staff member reads
 * their own credentials. Which facility is the scoped load's rule.
 */
export const staffingPolicy = {
  /** Clock In and Clock Out (their own clock only: the server takes the user from the session). */
  canClock: (actor: PolicyActor): boolean => holds(actor, 'time_clock', 'create'),
  /** Correct a shift, with a reason (the original kept). */
  canCorrectShift: (actor: PolicyActor): boolean => holds(actor, 'time_clock', 'update'),
  /** The live ratio, the staffing log and the timecards. */
  canReadStaffing: (actor: PolicyActor): boolean => holds(actor, 'staffing', 'read'),
  /** A staff member's credentials: administrators, and the staff member their own. */
  canReadCredentials: (actor: PolicyActor, holder: CredentialHolderFacts): boolean =>
    holds(actor, 'credentials', 'read') && (isAdministrator(actor.role) || actor.userId === holder.userId),
  /** Record a credential of a staff member (never a parent's: parents hold no personnel record). */
  canRecordCredential: (actor: PolicyActor, holder: CredentialHolderFacts): boolean =>
    holds(actor, 'credentials', 'create') && holder.role !== 'parent',
  /** Verify a credential again (yearly). */
  canVerifyCredential: (actor: PolicyActor): boolean => holds(actor, 'credentials', 'update'),
};
