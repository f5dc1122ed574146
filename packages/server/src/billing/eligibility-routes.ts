import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  billingPolicy,
  eligibilityCheckSchema,
  errorResponseSchema,
  patientIdParamsSchema,
} from '@carenest/core';
import type { ClearinghouseClient } from '../clearinghouse/index.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { askClearinghouse, prepareEligibilityInquiry } from './check-eligibility.ts';
import { recordEligibilityAnswer } from './record-eligibility-answer.ts';

/**
 * Eligibility (ARCHITECTURE.md, "Billing"): Check eligibility from the chart's insurance section, in three
 * steps: load, authorize and build the 270 in one short transaction, ask the clearinghouse outside any, then
 * record the 271 in a second short transaction.
 */
export async function eligibilityRoutes(
  app: FastifyInstance,
  { db, clearinghouse }: { db: Kysely<Database>; clearinghouse: ClearinghouseClient | undefined },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/patients/:patientId/eligibility-checks',
    {
      schema: {
        tags: ['billing'],
        params: patientIdParamsSchema,
        response: {
          201: eligibilityCheckSchema,
          ...REFUSALS,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const inquiry = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(billingPolicy.canCheckEligibility(scope.actor), MESSAGES.billingRestricted);
        return prepareEligibilityInquiry({ ...scope, patient, client: clearinghouse });
      });
      // The clearinghouse is asked with no transaction open (CODE_STYLE.md, "Server"): on the embedded
      // database one held across its timeout would stall every other request.
      const answer = await askClearinghouse(inquiry);
      const check = await withinTransaction(db, request, (scope) =>
        recordEligibilityAnswer({ ...scope, inquiry, answer }),
      );
      return reply.status(201).send(check);
    },
  );
}
