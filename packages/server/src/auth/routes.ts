import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  currentSessionResponseSchema,
  ROLES,
  demoAccountsResponseSchema,
  errorResponseSchema,
  mfaSignInSchema,
  registrationResponseSchema,
  registrationSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signInSchema,
  type Role,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../seed/index.ts';
import { isDemoInstallation } from '../setup/index.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { presentSessionUser } from './present-user.ts';
import { SESSION_COOKIE, createSessionToken } from './session-token.ts';
import type { SendMail } from '../lib/mailer.ts';
import { completeMfaSignIn } from './mfa-challenge.ts';
import { registerAccount } from './register.ts';
import { setSessionCookie } from './session-cookie.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { visitorScopeOf } from './visitor-scope.ts';

/** Options of the auth routes. */
export interface AuthRoutesOptions {
  db: Kysely<Database>;
  /** Tells an address's owner when someone tries to register it again (absent without SMTP). */
  sendMail?: SendMail;
}

/** Sign-in, registration, sign-out, the session check and the Demo Access list (on a demo install only). */
export async function authRoutes(app: FastifyInstance, { db, sendMail }: AuthRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.login,
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags: ['auth'],
        body: signInSchema,
        response: {
          200: signInResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await signIn({ ...visitorScopeOf(db, request), input: request.body });
      if (outcome.kind === 'mfa')
        return { mfaRequired: true as const, challengeToken: outcome.challengeToken };
      setSessionCookie(request, reply, outcome.token);
      return { user: await presentSessionUser(db, outcome.userId) };
    },
  );

  routes.post(
    API_PATHS.loginMfa,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: mfaSignInSchema,
        response: {
          200: sessionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = await completeMfaSignIn({
        ...visitorScopeOf(db, request),
        challengeToken: request.body.challengeToken,
        code: request.body.code,
      });
      setSessionCookie(request, reply, session.token);
      return { user: await presentSessionUser(db, session.userId) };
    },
  );

  routes.post(
    API_PATHS.register,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: registrationSchema,
        response: { 201: registrationResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await registerAccount({ ...visitorScopeOf(db, request), input: request.body });
      // The same answer either way: a cookie (a live session for a new account, an unknown token otherwise).
      setSessionCookie(request, reply, outcome.isNew ? outcome.session.token : createSessionToken());
      if (!outcome.isNew && sendMail)
        void sendMail({
          to: outcome.ownerEmail,
          subject: 'Someone tried to register your CareNest address',
          text:
            'Someone tried to create a new CareNest account with this email address, which already has one. ' +
            'Nothing was changed. If it was you, sign in instead (or reset your password). If not, you can ' +
            'ignore this message.',
        }).catch((error: unknown) => request.log.warn({ err: error }, 'registration notice not sent'));
      return reply.status(201).send({ isReceived: true as const });
    },
  );

  routes.post(
    API_PATHS.logout,
    {
      schema: { tags: ['auth'], response: { 204: z.null(), 401: errorResponseSchema } },
    },
    async (request, reply) => {
      await withinTransaction(db, request, signOut);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    API_PATHS.session,
    {
      schema: { tags: ['auth'], response: { 200: currentSessionResponseSchema } },
    },
    async (request) => ({ user: request.actor ? await presentSessionUser(db, request.actor.userId) : null }),
  );

  routes.get(
    API_PATHS.demoAccounts,
    {
      schema: { tags: ['auth'], response: { 200: demoAccountsResponseSchema } },
    },
    async () => {
      if (!(await isDemoInstallation(db))) return { accounts: [] };
      const rows = await db
        .selectFrom('users')
        .select(['email', 'role'])
        .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
        .where('is_active', '=', true)
        .execute();
      const order = (role: Role) => ROLES.indexOf(role);
      return {
        accounts: rows
          .sort(
            (left, right) => order(left.role) - order(right.role) || left.email.localeCompare(right.email),
          )
          .map((row) => ({ email: row.email, role: row.role, password: DEMO_PASSWORD })),
      };
    },
  );
}
