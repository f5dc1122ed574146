import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  accountSessionsResponseSchema,
  errorResponseSchema,
  passwordChangeSchema,
  sessionIdParamsSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { setSessionCookie } from '../auth/session-cookie.ts';
import { revokeAllSessions, startSession } from '../auth/start-session.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The signed-in user's own account: password change and their open sessions. */
export async function accountRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.password,
    { schema: { tags: ['account'], body: passwordChangeSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const context = auditContextOf(request);
      const user = await db
        .selectFrom('users')
        .select(['password_hash', 'role', 'facility_id'])
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        throw new HttpError(400, ERROR_CODES.validation, MESSAGES.currentPasswordWrong, {
          currentPassword: MESSAGES.currentPasswordWrong,
        });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      const now = new Date();
      const session = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', actor.userId)
          .execute();
        await revokeAllSessions(trx, actor.userId, now);
        await recordSecurityEvent(trx, {
          type: 'password_changed',
          severity: 'low',
          userId: actor.userId,
          facilityId: user.facility_id,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        });
        await appendAudit(trx, context, {
          action: 'CHANGE_PASSWORD',
          resourceType: 'USER',
          resourceId: actor.userId,
        });
        return startSession(trx, { id: actor.userId, role: user.role }, context, now);
      });
      setSessionCookie(request, reply, session.token);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    API_PATHS.sessions,
    { schema: { tags: ['account'], response: { 200: accountSessionsResponseSchema, ...refusals } } },
    async (request) => {
      const actor = requireActor(request);
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'ip_address', 'user_agent'])
        .where('user_id', '=', actor.userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .orderBy('last_seen_at', 'desc')
        .execute();
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
          isCurrent: row.id === actor.sessionId,
        })),
      };
    },
  );

  routes.delete(
    '/api/account/sessions/:sessionId',
    {
      schema: { tags: ['account'], params: sessionIdParamsSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ended = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('id', '=', request.params.sessionId)
          .where('user_id', '=', actor.userId)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (row)
          await appendAudit(trx, auditContextOf(request), {
            action: 'END_SESSION',
            resourceType: 'SESSION',
            resourceId: row.id,
          });
        return row !== undefined;
      });
      if (!ended) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
