import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Linking parents to children (spec: "Link children: parent"; with a one-time family code the facility
 * issues, ARCHITECTURE.md, "Parent portal"). A parent links themselves; administrators issue and revoke codes, see who is
 * linked and unlink.
 */
export const familyLinkPolicy = {
  /** Linking a child to one's own account (spec: "Only parents can link children"). */
  canLink: (actor: PolicyActor): boolean => actor.role === 'parent' && !actor.isPending,
  /** The chart's Family access card: issuing and revoking codes, unlinking (those who add patients). */
  canManage: (actor: PolicyActor): boolean => holds(actor, 'patients', 'create'),
};
