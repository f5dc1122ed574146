import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, hasPermission, type Resource } from '@carenest/core';
import type { AuditContext } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import { HttpError, forbidden, unauthenticated } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';

/**
 * Who reads through the FHIR API: the CareNest user whose rules scope every load (a signed-in browser session
 * reads as its user), the client that asked (named in each audit row) and the audit context of the request.
 */
export interface FhirReader {
  actor: Actor;
  clientName: string;
  audit: AuditContext;
}

/** The client name audit rows give a signed-in browser session. */
export const BROWSER_SESSION_CLIENT = 'CareNest browser session';

/**
 * The reader of a request, refused as the CareNest API refuses the same user (plugins/session.ts): 401 without
 * a session, 403 for a pending account or staff without a facility, 403 until a valid HIPAA agreement (and MFA
 * where the facility requires it), and 403 when their role may not read `permission`.
 */
export function requireFhirReader(request: FastifyRequest, permission: Resource): FhirReader {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  if (
    actor.isPending ||
    (actor.role !== 'super_admin' && actor.role !== 'parent' && actor.facilityId === null)
  )
    throw forbidden(MESSAGES.pendingApproval);
  if (!actor.hasValidHipaa) throw new HttpError(403, ERROR_CODES.hipaaRequired, MESSAGES.hipaaRequired);
  if (actor.mustEnrolMfa)
    throw new HttpError(403, ERROR_CODES.mfaEnrolmentRequired, MESSAGES.mfaEnrolmentRequired);
  if (!hasPermission(actor.role, permission, 'read')) throw forbidden();
  return { actor, clientName: BROWSER_SESSION_CLIENT, audit: auditContextOf(request) };
}
