import type { Role } from '@carenest/core';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/http-error.ts';

/** Who is making a request, taken from the session: never from anything the browser sends. */
export interface Actor {
  userId: string;
  role: Role;
  facilityId: string | null;
  sessionId: string;
  isPending: boolean;
}

/** The request's actor, or 401 "User not authenticated". */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
