import { hasPermission, type Action, type Resource, type Role } from '@carenest/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/http-error.ts';

/** Who is making a request, taken from the session: never from anything the browser sends. */
export interface Actor {
  userId: string;
  role: Role;
  facilityId: string | null;
  sessionId: string;
  isPending: boolean;
  /** Whether an active, unexpired HIPAA agreement is on file. */
  hasValidHipaa: boolean;
  /** Whether the facility requires MFA of this staff member and it is not enabled yet. */
  mustEnrolMfa: boolean;
}

/** The request's actor, or 401 "User not authenticated". */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** The actor, if their role holds `action` on `resource` in the permission map; otherwise 403. */
export function requirePermission(request: FastifyRequest, resource: Resource, action: Action): Actor {
  const actor = requireActor(request);
  if (!hasPermission(actor.role, resource, action)) throw forbidden();
  return actor;
}
