import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  MESSAGES,
  errorResponseSchema,
  hipaaRecordSchema,
  hipaaSignSchema,
  hipaaStatusResponseSchema,
} from '@carenest/core';
import { SESSION_COOKIE } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { declineHipaaAgreement } from './decline-agreement.ts';
import { findValidHipaaRecord, presentHipaaRecord } from './hipaa-records.ts';
import { signHipaaAgreement } from './sign-agreement.ts';
import { isDrawnSignature } from './signature-image.ts';

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The HIPAA agreement gate: status, signing with a drawn signature, and declining (which signs out). */
export async function hipaaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.hipaaStatus,
    { schema: { tags: ['hipaa'], response: { 200: hipaaStatusResponseSchema, ...refusals } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        const record = await findValidHipaaRecord(trx, actor.userId, now);
        return { requiresSignature: !record, record: record ? presentHipaaRecord(record) : null };
      }),
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
      if (!isDrawnSignature(request.body.signature)) {
        throw badRequest(MESSAGES.hipaaSignatureRequired, { signature: MESSAGES.hipaaSignatureRequired });
      }
      const record = await withinTransaction(db, request, (scope) =>
        signHipaaAgreement({ ...scope, signature: request.body.signature, ipAddress: request.ip }),
      );
      return reply.status(201).send({ record: presentHipaaRecord(record) });
    },
  );

  routes.post(
    API_PATHS.hipaaDecline,
    { schema: { tags: ['hipaa'], response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await withinTransaction(db, request, declineHipaaAgreement);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
}
