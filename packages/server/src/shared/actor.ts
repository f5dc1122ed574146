import { hasPermission, type Action, type PolicyActor, type Resource } from '@carenest/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/http-error.ts';

/** Who is making a request, taken from the session: never from anything the browser sends. */
export interface Actor extends PolicyActor {
  sessionId: string;
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

/**
 * The authorize step of the request path: 403 (with the given sentence) unless the resource's policy allowed
 * it. Called once, after the scoped load, with a decision from core's policies.
 */
export function authorize(isAllowed: boolean, deniedMessage?: string): void {
  if (!isAllowed) throw forbidden(deniedMessage);
}

/**
 * The actor, if their role holds `action` on `resource`. Being replaced by the access table's row and the
 * resource's policy (see ARCHITECTURE.md); remove once no route calls it.
 */
export function requirePermission(request: FastifyRequest, resource: Resource, action: Action): Actor {
  const actor = requireActor(request);
  if (!hasPermission(actor.role, resource, action)) throw forbidden();
  return actor;
}
