import type { FastifyRequest } from 'fastify';
import type { AuditEvent } from '../audit/append-audit.ts';

/** Where a read finds the id of what it reads: a path parameter or a query parameter of the request. */
export type ResourceIdSource = { param: string } | { query: string };

/**
 * What a route that reads PHI declares once, in its options (`config: auditedRead(…)`): the audit action and
 * resource of its audit row, and where the resource's id comes from. `readAudited` writes the row of an
 * answered read from it; the refusal audit (plugins/refusal-audit.ts) writes the row of a refused one from it,
 * even when the refusal came before the handler ran (the route's access row). ARCHITECTURE.md, "The request path".
 */
export interface AuditedRead {
  action: string;
  resourceType: string;
  resourceId?: ResourceIdSource;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's audited read, when it reads PHI (shared/audited-read.ts). */
    auditedRead?: AuditedRead;
  }
}

/** The longest resource id an audit row keeps of what a request named (a refused request's id is unchecked). */
const MAXIMUM_RESOURCE_ID_LENGTH = 100;

/**
 * A route's `config` declaring its audited read: `config: auditedRead('VIEW_PATIENT', 'PATIENT', { param:
 * 'patientId' })`.
 */
export function auditedRead(
  action: string,
  resourceType: string,
  resourceId?: ResourceIdSource,
): { auditedRead: AuditedRead } {
  return { auditedRead: { action, resourceType, ...(resourceId ? { resourceId } : {}) } };
}

/** The audited read `request`'s route declares, if any. */
export function declaredReadOf(request: FastifyRequest): AuditedRead | undefined {
  return request.routeOptions.config.auditedRead;
}

/** A named value of a parsed path or query object, when it is a string. */
function valueIn(values: unknown, name: string): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const value = (values as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The id `read` names in `request`, as the audit log keeps ids: lower case (a UUID has one spelling) and cut
 * to a sane length (a refused request's parameters were never validated); null when the request names none.
 */
export function resourceIdOf(read: AuditedRead, request: FastifyRequest): string | null {
  const source = read.resourceId;
  if (!source) return null;
  const value =
    'param' in source ? valueIn(request.params, source.param) : valueIn(request.query, source.query);
  return value ? value.toLowerCase().slice(0, MAXIMUM_RESOURCE_ID_LENGTH) : null;
}

/** The audit row's action and resource for `request`'s declared read. */
export function readAuditOf(
  read: AuditedRead,
  request: FastifyRequest,
): Pick<AuditEvent, 'action' | 'resourceType' | 'resourceId'> {
  return { action: read.action, resourceType: read.resourceType, resourceId: resourceIdOf(read, request) };
}
