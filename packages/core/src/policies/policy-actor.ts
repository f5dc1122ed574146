import { hasPermission, type Action, type Resource } from '../permissions.ts';
import type { Role } from '../roles.ts';

/**
 * Who a policy decides for: the facts of a signed-in user that every decision may use. The server builds it
 * from the session; the web from the session user it was given. Both pass it to the same functions.
 */
export interface PolicyActor {
  userId: string;
  role: Role;
  facilityId: string | null;
  /** A self-registered staff account an administrator has not approved yet. */
  isPending: boolean;
}

/**
 * Whether the actor holds a permission and is a full member of a facility: approved (not pending) and, for
 * staff, attached to a facility. super_admin belongs to every facility; parents reach their children through
 * their links, not a facility. Every policy starts here.
 */
export function holds(actor: PolicyActor, resource: Resource, action: Action): boolean {
  if (actor.isPending) return false;
  if (actor.role !== 'super_admin' && actor.role !== 'parent' && actor.facilityId === null) return false;
  return hasPermission(actor.role, resource, action);
}
