import { isAdministrator, type Role } from '../roles.ts';

/** What decides whether a user must enrol MFA before opening PHI. */
export interface MfaRequirementFacts {
  role: Role;
  isMfaEnabled: boolean;
  /** The user's facility requires MFA of its staff (`require_mfa_for_staff`). */
  doesFacilityRequireMfa: boolean;
  /** The install was set up for real (first-run setup), not a demo install (ARCHITECTURE.md, "First-run setup"). */
  isRealInstall: boolean;
}

/**
 * Whether a user must enrol MFA before opening PHI: staff whose facility requires it, and administrators and
 * super_admins of a real install always; never a parent, never someone already enrolled.
 */
export function isMfaEnrolmentRequired(facts: MfaRequirementFacts): boolean {
  if (facts.isMfaEnabled || facts.role === 'parent') return false;
  return facts.doesFacilityRequireMfa || (facts.isRealInstall && isAdministrator(facts.role));
}
