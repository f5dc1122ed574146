import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  MESSAGES,
  accountSessionsResponseSchema,
  errorResponseSchema,
  passwordChangeSchema,
  sessionIdParamsSchema,
} from '@carenest/core';
import { hashPassword, setSessionCookie, verifyPassword } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { requireActor } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { changePassword } from './change-password.ts';
import { endAccountSession } from './end-session.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The signed-in user's own account: password change and their open sessions. */
export async function accountRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.password,
    { schema: { tags: ['account'], body: passwordChangeSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { password_hash: currentHash } = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentHash, request.body.currentPassword))) {
        throw badRequest(MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      const session = await withinTransaction(db, request, (scope) =>
        changePassword({ ...scope, passwordHash, ipAddress: request.ip }),
      );
      setSessionCookie(request, reply, session.token);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    API_PATHS.sessions,
    { schema: { tags: ['account'], response: { 200: accountSessionsResponseSchema, ...refusals } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        const rows = await trx
          .selectFrom('sessions')
          .select(['id', 'created_at', 'last_seen_at', 'ip_address', 'user_agent'])
          .where('user_id', '=', actor.userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
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
      }),
  );

  routes.delete(
    '/api/account/sessions/:sessionId',
    {
      schema: { tags: ['account'], params: sessionIdParamsSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      const isEnded = await withinTransaction(db, request, (scope) =>
        endAccountSession({ ...scope, sessionId: request.params.sessionId }),
      );
      if (!isEnded) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
