import { userPolicy, type ManagedUser, type PolicyActor, type Role } from '@carenest/core';

/**
 * Whether the activate/deactivate toggle is offered: userPolicy.canDeactivate for an active account (never
 * one's own), userPolicy.canUpdate to activate an inactive one; the server decides by the same policy.
 */
export function canToggleUser(actor: PolicyActor, target: ManagedUser): boolean {
  return target.isActive ? userPolicy.canDeactivate(actor, target) : userPolicy.canUpdate(actor, target);
}

/** Roles whose accounts take patients and so have specializations and a maximum patient load. */
export function isCaregiverRole(role: Role): boolean {
  return role === 'nurse' || role === 'therapist';
}
