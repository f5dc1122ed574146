import { ROLES, type Role } from '../roles.ts';
import type { PolicyActor } from './policy-actor.ts';

/** For the policies' unit tests: an approved member of `the-facility` in `role` (parents reach their children through their links). */
export function actorOf(role: Role): PolicyActor {
  return {
    userId: 'the-actor',
    role,
    facilityId: role === 'parent' ? null : 'the-facility',
    isPending: false,
  };
}

/** For the policies' unit tests: the roles a decision allows, in the catalogue's order. */
export const rolesAllowedBy = (decision: (actor: PolicyActor) => boolean): Role[] =>
  ROLES.filter((role) => decision(actorOf(role)));
