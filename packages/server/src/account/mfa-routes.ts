import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  errorResponseSchema,
  mfaDisableSchema,
  mfaEnableResponseSchema,
  mfaEnableSchema,
  mfaSetupResponseSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { createRecoveryCodes, createTotpSecret, verifySecondFactor, verifyTotp } from '../auth/mfa-codes.ts';
import { verifyPassword } from '../auth/password.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

/** 400 "Invalid MFA code" on the code field. */
function invalidCode(): HttpError {
  return new HttpError(400, ERROR_CODES.validation, MESSAGES.invalidMfaCode, {
    code: MESSAGES.invalidMfaCode,
  });
}

/** TOTP enrolment (secret, QR code, confirmation, recovery codes) and its removal, in /profile. */
export async function mfaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.mfaSetup,
    { schema: { tags: ['account'], response: { 200: mfaSetupResponseSchema, ...refusals } } },
    async (request) => {
      const actor = requireActor(request);
      const user = await db
        .selectFrom('users')
        .select(['email', 'mfa_enabled'])
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      if (user.mfa_enabled) throw new HttpError(409, ERROR_CODES.validation, 'MFA is already enabled');
      const { secret, uri } = createTotpSecret(user.email);
      await db
        .updateTable('users')
        .set({ mfa_secret: secret, mfa_last_step: null })
        .where('id', '=', actor.userId)
        .execute();
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
      const actor = requireActor(request);
      const context = auditContextOf(request);
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['mfa_secret', 'mfa_enabled', 'facility_id'])
          .where('id', '=', actor.userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (user.mfa_enabled || !user.mfa_secret) return undefined;
        const step = verifyTotp(user.mfa_secret, request.body.code, null);
        if (step === null) return undefined;
        const { codes, hashes } = createRecoveryCodes();
        await trx
          .updateTable('users')
          .set({ mfa_enabled: true, mfa_last_step: step })
          .where('id', '=', actor.userId)
          .execute();
        await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', actor.userId).execute();
        await trx
          .insertInto('mfa_recovery_codes')
          .values(hashes.map((code_hash) => ({ user_id: actor.userId, code_hash })))
          .execute();
        await recordSecurityEvent(trx, {
          type: 'mfa_enabled',
          severity: 'low',
          userId: actor.userId,
          facilityId: user.facility_id,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        });
        await appendAudit(trx, context, {
          action: 'ENABLE_MFA',
          resourceType: 'USER',
          resourceId: actor.userId,
          oldValues: { mfaEnabled: false },
          newValues: { mfaEnabled: true },
        });
        return codes;
      });
      if (!outcome) throw invalidCode();
      return { recoveryCodes: outcome };
    },
  );

  routes.post(
    API_PATHS.mfaDisable,
    { schema: { tags: ['account'], body: mfaDisableSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const context = auditContextOf(request);
      const user = await db
        .selectFrom('users')
        .select(['password_hash', 'mfa_secret', 'mfa_enabled', 'mfa_last_step', 'facility_id'])
        .where('id', '=', actor.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        throw new HttpError(400, ERROR_CODES.validation, MESSAGES.currentPasswordWrong, {
          password: MESSAGES.currentPasswordWrong,
        });
      }
      const isDisabled = await db.transaction().execute(async (trx) => {
        if (!user.mfa_enabled || !user.mfa_secret) return false;
        if (
          !(await verifySecondFactor(
            trx,
            actor.userId,
            user.mfa_secret,
            user.mfa_last_step,
            request.body.code,
          ))
        )
          return false;
        await trx
          .updateTable('users')
          .set({ mfa_enabled: false, mfa_secret: null, mfa_last_step: null })
          .where('id', '=', actor.userId)
          .execute();
        await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', actor.userId).execute();
        await recordSecurityEvent(trx, {
          type: 'mfa_disabled',
          severity: 'medium',
          userId: actor.userId,
          facilityId: user.facility_id,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        });
        await appendAudit(trx, context, {
          action: 'DISABLE_MFA',
          resourceType: 'USER',
          resourceId: actor.userId,
          oldValues: { mfaEnabled: true },
          newValues: { mfaEnabled: false },
        });
        return true;
      });
      if (!isDisabled) throw invalidCode();
      return reply.status(204).send(null);
    },
  );
}
