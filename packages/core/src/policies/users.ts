import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a loaded account that decisions about it use. */
export interface ManagedAccountFacts {
  id: string;
  role: string;
}

/**
 * User management (spec part 2, "User Management": administrator and super_admin only). Which accounts an
 * actor manages is the scoped load's rule (their facility and pending self-registrations).
 */
export const userPolicy = {
  /** The Users screen and one account. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'users', 'read'),
  /** The create modal. */
  canCreate: (actor: PolicyActor): boolean => holds(actor, 'users', 'create'),
  /** Edit, approve, unlock or (de)activate an account; a super_admin account only by a super_admin. */
  canUpdate: (actor: PolicyActor, account: ManagedAccountFacts): boolean =>
    holds(actor, 'users', 'update') && (account.role !== 'super_admin' || actor.role === 'super_admin'),
  /** Deactivate an account: whoever may update it, never their own (spec: "You cannot deactivate your own account"). */
  canDeactivate: (actor: PolicyActor, account: ManagedAccountFacts): boolean =>
    userPolicy.canUpdate(actor, account) && account.id !== actor.userId,
  /** Read the password links waiting to be handed over (a part of managing accounts). */
  canReadPasswordLinks: (actor: PolicyActor): boolean => holds(actor, 'users', 'update'),
};
