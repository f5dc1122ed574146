import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  errorResponseSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { SendMail } from '../lib/mailer.ts';
import type { Secrets } from '../secrets.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { hashPassword } from './password.ts';
import { consumePasswordLink, issuePasswordLink, passwordLinkPath } from './password-links.ts';
import { revokeAllSessions } from './start-session.ts';

/** Options of the password reset routes. */
export interface PasswordResetOptions {
  db: Kysely<Database>;
  secrets: Secrets;
  sendMail?: SendMail;
}

/** "Forgot password?": a request that never reveals whether the email exists, and the one-time link's use. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { db, secrets, sendMail }: PasswordResetOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.passwordResetRequest,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ message: z.string() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const delivery = await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'role'])
          .where(({ fn }) => fn('lower', ['email']), '=', request.body.email.toLowerCase())
          .where('is_active', '=', true)
          .executeTakeFirst();
        if (!user) return undefined;
        const token = await issuePasswordLink(trx, user.id, 'reset', {
          encryptionKey: secrets.encryptionKey,
          isEmailed: sendMail !== undefined,
          now,
        });
        await appendAudit(
          trx,
          { ...auditContextOf(request), userId: user.id, userRole: user.role },
          { action: 'REQUEST_PASSWORD_RESET', resourceType: 'USER', resourceId: user.id },
        );
        return { email: user.email, token };
      });
      if (delivery && sendMail) {
        const link = `${request.protocol}://${request.host}${passwordLinkPath(delivery.token)}`;
        await sendMail({
          to: delivery.email,
          subject: 'Reset your CareNest password',
          text: `Someone asked to reset your CareNest password. The link works once, for 30 minutes:\n\n${link}\n\nIf it was not you, ignore this email.`,
        }).catch((error: unknown) => request.log.warn({ err: error }, 'password reset email not sent'));
      }
      return reply.status(202).send({ message: MESSAGES.passwordResetRequested });
    },
  );

  routes.post(
    API_PATHS.passwordResetComplete,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: passwordResetCompleteSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      const context = auditContextOf(request);
      const now = new Date();
      const isDone = await db.transaction().execute(async (trx) => {
        const link = await consumePasswordLink(trx, request.body.token, now);
        if (!link) return false;
        const user = await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            password_changed_at: now,
            failed_login_count: 0,
            locked_until: null,
            updated_at: now,
          })
          .where('id', '=', link.userId)
          .returning(['id', 'role', 'facility_id'])
          .executeTakeFirstOrThrow();
        await revokeAllSessions(trx, user.id, now);
        await recordSecurityEvent(trx, {
          type: 'password_changed',
          severity: 'low',
          userId: user.id,
          facilityId: user.facility_id,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
          details: { through: 'one-time link' },
        });
        await appendAudit(
          trx,
          { ...context, userId: user.id, userRole: user.role },
          { action: 'RESET_PASSWORD', resourceType: 'USER', resourceId: user.id },
        );
        return true;
      });
      if (!isDone) throw new HttpError(400, ERROR_CODES.validation, MESSAGES.passwordResetInvalid);
      return reply.status(204).send(null);
    },
  );
}
