import type { PolicyActor, SessionUser } from '@carenest/core';

/**
 * The signed-in user as core's policies see them: the same facts the server builds from the session, so a
 * screen shows a button exactly when the server's policy would allow the action (ARCHITECTURE.md, "Policies").
 */
export function policyActorOf(user: SessionUser): PolicyActor {
  return {
    userId: user.id,
    role: user.role,
    facilityId: user.facility?.id ?? null,
    isPending: user.accountStatus === 'pending',
  };
}
