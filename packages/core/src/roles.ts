/** The six roles of the spec, in the spec's order. */
export const ROLES = ['parent', 'nurse', 'therapist', 'administrator', 'driver', 'super_admin'] as const;

/** A user's role. */
export type Role = (typeof ROLES)[number];

/** Human-readable role names used in the top bar, the dashboard subtitle and the Access Denied page. */
export const ROLE_LABELS: Record<Role, string> = {
  parent: 'Parent/Guardian',
  nurse: 'Nurse',
  therapist: 'Therapist',
  administrator: 'Administrator',
  driver: 'Driver',
  super_admin: 'Super Administrator',
};

/** Roles offered as cards on the sign-in screen (spec: parent is the default; no super_admin card). */
export const SIGN_IN_ROLE_CARDS = ['parent', 'nurse', 'therapist', 'driver', 'administrator'] as const;

/** A role a sign-in card stands for. */
export type SignInRole = (typeof SIGN_IN_ROLE_CARDS)[number];

/**
 * Whether an account of `accountRole` may sign in through the card `chosenRole`.
 * The Administrator card also admits super_admin, since the spec offers no super_admin card.
 */
export function isSignInRoleAccepted(chosenRole: SignInRole, accountRole: Role): boolean {
  if (chosenRole === accountRole) return true;
  return chosenRole === 'administrator' && accountRole === 'super_admin';
}

/** Roles that administer a facility (administrator and super_admin). */
export function isAdministrator(role: Role): boolean {
  return role === 'administrator' || role === 'super_admin';
}
