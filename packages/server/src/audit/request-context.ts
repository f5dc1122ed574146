import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './append-audit.ts';

/** The audit context of a request: the session's user and role, the connection's IP and user agent. */
export function auditContextOf(request: FastifyRequest): AuditContext & { ipAddress: string } {
  return {
    userId: request.actor?.userId ?? null,
    userRole: request.actor?.role ?? null,
    sessionId: request.actor?.sessionId ?? null,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}
