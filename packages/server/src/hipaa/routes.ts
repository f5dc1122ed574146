import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  ERROR_CODES,
  HIPAA_AGREEMENT,
  MESSAGES,
  errorResponseSchema,
  hipaaRecordSchema,
  hipaaSignSchema,
  hipaaStatusResponseSchema,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import { SESSION_COOKIE } from '../auth/session-token.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { findValidHipaaRecord, presentHipaaRecord } from './hipaa-records.ts';
import { isDrawnSignature } from './signature-image.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The HIPAA agreement gate: status, signing with a drawn signature, and declining (which signs out). */
export async function hipaaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.hipaaStatus,
    { schema: { tags: ['hipaa'], response: { 200: hipaaStatusResponseSchema, ...refusals } } },
    async (request) => {
      const record = await findValidHipaaRecord(db, requireActor(request).userId, new Date());
      return { requiresSignature: !record, record: record ? presentHipaaRecord(record) : null };
    },
  );

  routes.post(
    API_PATHS.hipaaSign,
    {
      schema: {
        tags: ['hipaa'],
        body: hipaaSignSchema,
        response: { 201: z.object({ record: hipaaRecordSchema }), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!isDrawnSignature(request.body.signature)) {
        throw new HttpError(400, ERROR_CODES.validation, MESSAGES.hipaaSignatureRequired, {
          signature: MESSAGES.hipaaSignatureRequired,
        });
      }
      const context = auditContextOf(request);
      const now = new Date();
      const record = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('hipaa_records')
          .set({ is_active: false })
          .where('user_id', '=', actor.userId)
          .where('is_active', '=', true)
          .execute();
        const created = await trx
          .insertInto('hipaa_records')
          .values({
            user_id: actor.userId,
            user_role: actor.role,
            document_version: HIPAA_AGREEMENT.version,
            signed_at: now,
            ip_address: context.ipAddress,
            user_agent: context.userAgent ?? 'unknown',
            digital_signature: request.body.signature,
            expires_at: new Date(now.getTime() + HIPAA_AGREEMENT.expiryDays * 86_400_000),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendAudit(trx, context, {
          action: 'SIGN_HIPAA_AGREEMENT',
          resourceType: 'HIPAA_COMPLIANCE',
          resourceId: created.id,
          newValues: {
            documentVersion: created.document_version,
            expiresAt: created.expires_at.toISOString(),
          },
        });
        return created;
      });
      return reply.status(201).send({ record: presentHipaaRecord(record) });
    },
  );

  routes.post(
    API_PATHS.hipaaDecline,
    { schema: { tags: ['hipaa'], response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      const actor = requireActor(request);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('id', '=', actor.sessionId)
          .execute();
        await appendAudit(trx, auditContextOf(request), {
          action: 'DECLINE_HIPAA_AGREEMENT',
          resourceType: 'HIPAA_COMPLIANCE',
        });
      });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
}
