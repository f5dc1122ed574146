import type { PolicyActor } from '@carenest/core';
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
