import type { ManagedUser, Role } from '@carenest/core';

/** Whether the signed-in user may edit an account: only a super administrator edits a super administrator. */
export function canEditUser(actorRole: Role, target: ManagedUser): boolean {
  return target.role !== 'super_admin' || actorRole === 'super_admin';
}

/** Whether the activate/deactivate toggle is offered: never on one's own account. */
export function canToggleUser(actorRole: Role, actorId: string, target: ManagedUser): boolean {
  return canEditUser(actorRole, target) && target.id !== actorId;
}

/** Roles whose accounts take patients and so have specializations and a maximum patient load. */
export function isCaregiverRole(role: Role): boolean {
  return role === 'nurse' || role === 'therapist';
}
