import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES, MESSAGES, hasPermission, type Resource } from '@carenest/core';
import { scopesAllow } from '@carenest/core/fhir';
import type { AuditContext } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden, unauthenticated } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import { hashAccessToken } from './oauth/access-token.ts';

/**
 * Who reads through the FHIR API: the actor whose rules scope every load (a signed-in browser session reads as
 * its user; a backend-service client as its facility's administrator would, limited by its scopes), the client
 * named in each audit row, and the audit context of the request.
 */
export interface FhirReader {
  actor: Actor;
  clientName: string;
  audit: AuditContext;
}

/** The client name audit rows give a signed-in browser session. */
export const BROWSER_SESSION_CLIENT = 'CareNest browser session';

/** What a read asks for: the resource type, the permission a user needs for it and the interaction. */
export interface FhirReadRequest {
  resourceType: string;
  permission: Resource;
  interaction: 'read' | 'search';
}

/** The reader of a bearer token: a live token of a client that is not revoked, within its scopes; else 401/403. */
async function tokenReader(
  db: Kysely<Database>,
  request: FastifyRequest,
  token: string,
  asked: FhirReadRequest,
): Promise<FhirReader> {
  const now = new Date();
  const row = await db
    .selectFrom('fhir_access_tokens')
    .innerJoin('fhir_clients', 'fhir_clients.id', 'fhir_access_tokens.client_id')
    .select([
      'fhir_access_tokens.id',
      'fhir_access_tokens.scopes',
      'fhir_clients.id as clientId',
      'fhir_clients.name',
      'fhir_clients.facility_id',
    ])
    .where('fhir_access_tokens.token_hash', '=', hashAccessToken(token))
    .where('fhir_access_tokens.revoked_at', 'is', null)
    .where('fhir_access_tokens.expires_at', '>', now)
    .where('fhir_clients.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthenticated();
  if (!scopesAllow(row.scopes, 'system', asked.resourceType, asked.interaction))
    throw forbidden(`The token's scopes do not allow ${asked.interaction} of ${asked.resourceType}`);
  const actor: Actor = {
    userId: row.clientId,
    role: 'administrator',
    facilityId: row.facility_id,
    isPending: false,
    sessionId: row.id,
    hasValidHipaa: true,
    mustEnrolMfa: false,
  };
  const audit = { ...auditContextOf(request), userId: null, userRole: 'fhir_client', sessionId: row.id };
  return { actor, clientName: `${row.name} (${row.clientId})`, audit };
}

/**
 * The reader of a request. A bearer token reads as its client (tokenReader). A signed-in session is refused as the
 * CareNest API refuses the same user (plugins/session.ts): 401 without a session, 403 for a pending account or
 * staff without a facility, 403 until a valid HIPAA agreement (and MFA where the facility requires it), and 403
 * when their role may not read the permission.
 */
export async function requireFhirReader(
  db: Kysely<Database>,
  request: FastifyRequest,
  asked: FhirReadRequest,
): Promise<FhirReader> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization)?.[1];
    if (!token) throw unauthenticated();
    return tokenReader(db, request, token, asked);
  }
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
  if (!hasPermission(actor.role, asked.permission, 'read')) throw forbidden();
  return { actor, clientName: BROWSER_SESSION_CLIENT, audit: auditContextOf(request) };
}
