import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  REMITTANCE_MAXIMUM_LENGTH,
  billingPolicy,
  postRemittanceSchema,
  remittanceListResponseSchema,
  remittanceSummarySchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest, forbidden } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadRecentRemittances } from './load-remittances.ts';
import { postRemittance } from './post-remittance.ts';

/**
 * Remittances (ARCHITECTURE.md, "Billing"): the facility's latest posted 835s, and posting one from a file
 * (all or nothing, once per file).
 */
export async function remittanceRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.remittances,
    {
      config: auditedRead('VIEW_REMITTANCES', 'REMITTANCE'),
      schema: { tags: ['billing'], response: { 200: remittanceListResponseSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
        const items = await loadRecentRemittances(trx, actor);
        return { answer: { items }, details: { count: items.length } };
      }),
  );

  routes.post(
    API_PATHS.remittances,
    {
      bodyLimit: REMITTANCE_MAXIMUM_LENGTH + 1024 * 1024,
      schema: {
        tags: ['billing'],
        body: postRemittanceSchema,
        response: { 200: remittanceSummarySchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, (scope) => {
        authorize(billingPolicy.canManageSettings(scope.actor), MESSAGES.billingRestricted);
        if (!scope.actor.facilityId) throw badRequest('Post remittances as a facility’s administrator');
        return postRemittance(scope.trx, {
          facilityId: scope.actor.facilityId,
          content: request.body.content,
          source: 'file',
          audit: scope.audit,
          postedBy: scope.actor.userId,
          now: scope.now,
        });
      }),
  );
}
