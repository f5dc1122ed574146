import { userPolicy, type ManagedUser, type PolicyActor, type Role } from '@carenest/core';

/**
 * Whether the activate/deactivate toggle is offered: userPolicy.canUpdate, and never on one's own account
 * (the server refuses "You cannot deactivate your own account").
 */
export function canToggleUser(actor: PolicyActor, target: ManagedUser): boolean {
  return userPolicy.canUpdate(actor, target) && target.id !== actor.userId;
}

/** Roles whose accounts take patients and so have specializations and a maximum patient load. */
export function isCaregiverRole(role: Role): boolean {
  return role === 'nurse' || role === 'therapist';
}
