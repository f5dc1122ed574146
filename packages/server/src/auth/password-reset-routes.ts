import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  MESSAGES,
  errorResponseSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import type { SendMail } from '../lib/mailer.ts';
import type { Secrets } from '../secrets.ts';
import { completePasswordReset } from './complete-password-reset.ts';
import { hashPassword } from './password.ts';
import { passwordLinkPath } from './password-links.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { visitorScopeOf } from './visitor-scope.ts';

/** Options of the password reset routes. */
export interface PasswordResetOptions {
  db: Kysely<Database>;
  secrets: Secrets;
  /** Email, when configured: how to send, and PUBLIC_URL, the only origin a mailed link is built on. */
  mail?: { send: SendMail; publicUrl: string };
}

/** The reset link a user is mailed: PUBLIC_URL and the screen's path, never the request's Host or forwarded host. */
function mailedPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${passwordLinkPath(token)}`;
}

/** "Forgot password?": a request that never reveals whether the email exists, and the one-time link's use. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { db, secrets, mail }: PasswordResetOptions,
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
      const delivery = await requestPasswordReset({
        ...visitorScopeOf(db, request),
        email: request.body.email,
        encryptionKey: secrets.encryptionKey,
        isEmailed: mail !== undefined,
      });
      if (delivery && mail) {
        const link = mailedPasswordLink(mail.publicUrl, delivery.token);
        await mail
          .send({
            to: delivery.email,
            subject: 'Reset your CareNest password',
            text: `Someone asked to reset your CareNest password. The link works once, for 30 minutes:\n\n${link}\n\nIf it was not you, ignore this email.`,
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'password reset email not sent'));
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
      const isDone = await completePasswordReset({
        ...visitorScopeOf(db, request),
        token: request.body.token,
        passwordHash,
      });
      if (!isDone) throw badRequest(MESSAGES.passwordResetInvalid);
      return reply.status(204).send(null);
    },
  );
}
