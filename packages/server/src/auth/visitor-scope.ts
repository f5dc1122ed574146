import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditContext } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';

/**
 * What a command run before any session exists (sign-in, registration, a password link) works with: the
 * database, as it opens its own transaction after any password hashing; the request's audit context (its IP
 * and user agent); and the server's clock. The counterpart of CommandScope (ARCHITECTURE.md).
 */
export interface VisitorScope {
  db: Kysely<Database>;
  audit: AuditContext & { ipAddress: string };
  now: Date;
}

/** The visitor scope of a request. */
export function visitorScopeOf(db: Kysely<Database>, request: FastifyRequest): VisitorScope {
  return { db, audit: auditContextOf(request), now: new Date() };
}
