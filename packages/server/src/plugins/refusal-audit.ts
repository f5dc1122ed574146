import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { apiAccessRuleFor, type PolicyActor } from '@carenest/core';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { declaredReadOf, readAuditOf, type AuditedRead } from '../shared/audited-read.ts';
import { openApiPath } from './access-rule.ts';

/** What a request the API refused named: a child, a document or a transport route, by id. */
export interface RefusalSubject {
  resourceType: 'PATIENT' | 'DOCUMENT' | 'ROUTE';
  resourceId: string;
}

/** A refused request of a signed-in user, as the refusal audit hands it to its listener. */
export interface Refusal {
  actor: PolicyActor;
  context: AuditContext & { ipAddress: string };
  /** The refusal the user was answered. */
  error: HttpError;
  /** The route, "METHOD /path" as in API_ACCESS. */
  route: string;
  /** The child, document or route the request named, when it named one by a well-formed id. */
  subject: RefusalSubject | null;
}

/**
 * Told of every refusal inside the refusal's own transaction (security/ records `unauthorized_access` there),
 * so the platform does not import the feature (ARCHITECTURE.md, "Server folders").
 */
export type RefusalListener = (trx: Transaction<Database>, refusal: Refusal) => Promise<void>;

/** A route that declares an audited read, as the refusal audit registered it. */
export interface AuditedReadRoute {
  method: string;
  /** The route in OpenAPI form ("/api/patients/{patientId}"). */
  path: string;
  read: AuditedRead;
}

/** The parameters (path, then query) that name the subject of a refusal, with what they name. */
const SUBJECT_PARAMETERS = { patientId: 'PATIENT', documentId: 'DOCUMENT', routeId: 'ROUTE' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The child, document or route `request` named by a well-formed id, if any. */
function subjectOf(request: FastifyRequest): RefusalSubject | null {
  for (const values of [request.params, request.query]) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [name, resourceType] of Object.entries(SUBJECT_PARAMETERS)) {
      const value = (values as Record<string, unknown>)[name];
      if (typeof value === 'string' && UUID.test(value))
        return { resourceType, resourceId: value.toLowerCase() };
    }
  }
  return null;
}

/**
 * Whether an error is a refusal of access: 403, 404 and the other refusals of a record's state (409 while a
 * document's scan is pending, 423 once quarantined), not bad input (400) or a missing session (401).
 */
function isRefusal(error: unknown): error is HttpError {
  return error instanceof HttpError && error.statusCode >= 403 && error.statusCode < 500;
}

/** Whether a route's API_ACCESS row makes it a PHI route. */
function isPhiRoute(method: string, path: string): boolean {
  const rule = apiAccessRuleFor(method, path);
  return rule !== undefined && 'isPhi' in rule && rule.isPhi === true;
}

/** The routes that declared an audited read, per app (for the sweep that proves each is audited). */
const auditedReadRoutes = new WeakMap<FastifyInstance, AuditedReadRoute[]>();

/** Every route of `app` that declared an audited read. */
export function listAuditedReadRoutes(app: FastifyInstance): readonly AuditedReadRoute[] {
  return auditedReadRoutes.get(app) ?? [];
}

/**
 * The refusal half of the request path's one choke point for reads (ARCHITECTURE.md, "The request path").
 * Every refusal a signed-in user gets, whether the route's access row refused before the handler ran or the
 * handler threw it after its scoped load or policy, is written after the refused request's transaction has
 * rolled back, in a short transaction of its own, before the answer leaves: on a route that declared an
 * audited read, its audit row (the user, the resource and the refusal's message as the reason, not a
 * success), and for every route `onRefusal`. Also refuses to start with a PHI read (a GET of a PHI row in
 * API_ACCESS) that declares no audited read, so none is ever answered unaudited.
 */
export function registerRefusalAudit(
  app: FastifyInstance,
  db: Kysely<Database>,
  onRefusal?: RefusalListener,
): void {
  const routes: AuditedReadRoute[] = [];
  auditedReadRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const read = route.config?.auditedRead;
    for (const method of methods) {
      const path = openApiPath(route.url);
      if (read) routes.push({ method, path, read });
      else if (method === 'GET' && isPhiRoute(method, path))
        throw new Error(`GET ${path} reads PHI without declaring its audited read (shared/audited-read.ts)`);
    }
  });
  app.addHook('onError', async (request, _reply, error) => {
    const { actor } = request;
    if (!actor || !isRefusal(error)) return;
    const read = declaredReadOf(request);
    const refusal: Refusal = {
      actor,
      context: auditContextOf(request),
      error,
      route: `${request.method} ${openApiPath(request.routeOptions.url ?? '')}`,
      subject: subjectOf(request),
    };
    try {
      await db.transaction().execute(async (trx) => {
        if (read)
          await appendAudit(trx, refusal.context, {
            ...readAuditOf(read, request),
            newValues: { status: error.statusCode, code: error.code },
            success: false,
            errorMessage: error.message,
          });
        await onRefusal?.(trx, refusal);
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'refusal not recorded');
    }
  });
}
