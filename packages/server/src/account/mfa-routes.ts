import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  API_PATHS,
  MESSAGES,
  errorResponseSchema,
  mfaDisableSchema,
  mfaEnableResponseSchema,
  mfaEnableSchema,
  mfaSetupResponseSchema,
} from '@carenest/core';
import { verifyPassword } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, type HttpError } from '../lib/http-error.ts';
import { requireActor } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { disableMfa } from './disable-mfa.ts';
import { enableMfa } from './enable-mfa.ts';
import { startMfaSetup } from './start-mfa-setup.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

/** 400 "Invalid MFA code" on the code field. */
function invalidCode(): HttpError {
  return badRequest(MESSAGES.invalidMfaCode, { code: MESSAGES.invalidMfaCode });
}

/** TOTP enrolment (secret, QR code, confirmation, recovery codes) and its removal, in /profile. */
export async function mfaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.mfaSetup,
    { schema: { tags: ['account'], response: { 200: mfaSetupResponseSchema, ...refusals } } },
    async (request) => {
      const { secret, uri } = await withinTransaction(db, request, startMfaSetup);
      return {
        secret,
        otpauthUri: uri,
        qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }),
      };
    },
  );

  routes.post(
    API_PATHS.mfaEnable,
    {
      schema: {
        tags: ['account'],
        body: mfaEnableSchema,
        response: { 200: mfaEnableResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const recoveryCodes = await withinTransaction(db, request, (scope) =>
        enableMfa({ ...scope, code: request.body.code, ipAddress: request.ip }),
      );
      if (!recoveryCodes) throw invalidCode();
      return { recoveryCodes };
    },
  );

  routes.post(
    API_PATHS.mfaDisable,
    { schema: { tags: ['account'], body: mfaDisableSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { password_hash: passwordHash } = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(passwordHash, request.body.password))) {
        throw badRequest(MESSAGES.currentPasswordWrong, { password: MESSAGES.currentPasswordWrong });
      }
      const isDisabled = await withinTransaction(db, request, (scope) =>
        disableMfa({ ...scope, code: request.body.code, ipAddress: request.ip }),
      );
      if (!isDisabled) throw invalidCode();
      return reply.status(204).send(null);
    },
  );
}
