// The session step's access table (ARCHITECTURE.md, "The request path"): a route's API_ACCESS row applied to the actor.
import { ERROR_CODES, MESSAGES, apiAccessRuleFor, isRoleAllowed } from '@carenest/core';
import { HttpError, forbidden, unauthenticated } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';

/** A Fastify route pattern in OpenAPI form: "/api/patients/:patientId" → "/api/patients/{patientId}". */
export function openApiPath(route: string): string {
  return route.replace(/:([A-Za-z]+)/g, '{$1}');
}

/**
 * Applies the route's row of the core access table (API_ACCESS) before anything else runs: a route without
 * a row is refused, signed-in routes need a session (401), role rules refuse other roles (403), and PHI
 * routes need a valid HIPAA agreement.
 */
export function enforceAccessRule(method: string, route: string, actor: Actor | null): void {
  const rule = apiAccessRuleFor(method, openApiPath(route));
  if (!rule) throw forbidden();
  if (rule.access === 'public') return;
  if (!actor) throw unauthenticated();
  if (!isRoleAllowed(rule, actor.role))
    throw forbidden('deniedMessage' in rule ? rule.deniedMessage : undefined);
  if (rule.isPhi) refuseUntilCompliant(actor);
  if (rule.access === 'permission' && !isFacilityMember(actor)) throw forbidden(MESSAGES.pendingApproval);
}

/**
 * Whether the account may use anything beyond its own profile, session and the HIPAA and registration flows:
 * approved, and (for staff) attached to a facility. A pending self-registered account, or staff an
 * administrator has not placed yet, sees nothing else.
 */
function isFacilityMember(actor: Actor): boolean {
  if (actor.isPending) return false;
  return actor.role === 'super_admin' || actor.role === 'parent' || actor.facilityId !== null;
}

/**
 * PHI routes answer 403 until the user holds a valid HIPAA agreement (active, not expired), and,
 * where the facility requires it, has enabled MFA.
 */
function refuseUntilCompliant(actor: Actor): void {
  if (!actor.hasValidHipaa) throw new HttpError(403, ERROR_CODES.hipaaRequired, MESSAGES.hipaaRequired);
  if (actor.mustEnrolMfa)
    throw new HttpError(403, ERROR_CODES.mfaEnrolmentRequired, MESSAGES.mfaEnrolmentRequired);
}
