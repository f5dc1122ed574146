import type { PolicyActor, SessionUser } from '@carenest/core';

/**
 * The session user as core's policies see them, so a screen shows a button by the same decision the server
 * makes after its scoped load (ARCHITECTURE.md, "Policies").
 */
export function policyActorOf(user: SessionUser): PolicyActor {
  return {
    userId: user.id,
    role: user.role,
    facilityId: user.facility?.id ?? null,
    isPending: user.accountStatus === 'pending',
  };
}
