import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  authorizationListResponseSchema,
  billingPolicy,
  claimProposalResponseSchema,
  createAuthorizationSchema,
  patientBillingDetailsResponseSchema,
  patientBillingDetailsSchema,
  patientIdParamsSchema,
  proposeClaimsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { addAuthorization } from './add-authorization.ts';
import { loadAuthorizations, loadBillingDetails } from './authorizations.ts';
import { PROPOSAL_MAXIMUM_DAYS, isProposalRangeAllowed, proposeClaims } from './propose-claims.ts';
import { saveBillingDetails } from './save-billing-details.ts';

/**
 * A child's billing details (sex and home address for the 837P), prior authorizations (the list with units
 * used, adding one) and draft claims proposed from attendance (ARCHITECTURE.md, "Billing").
 */
export async function authorizationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/authorizations',
    {
      config: auditedRead('VIEW_AUTHORIZATIONS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['billing'],
        params: patientIdParamsSchema,
        response: { 200: authorizationListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const patient = await findVisiblePatient(trx, actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
        const items = await loadAuthorizations(trx, patient.id);
        return { answer: { items }, details: { count: items.length } };
      }),
  );

  routes.post(
    '/api/patients/:patientId/authorizations',
    {
      schema: {
        tags: ['billing'],
        params: patientIdParamsSchema,
        body: createAuthorizationSchema,
        response: { 201: authorizationListResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const list = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(billingPolicy.canManageSettings(scope.actor), MESSAGES.billingRestricted);
        await addAuthorization({ ...scope, patient, input: request.body });
        return { items: await loadAuthorizations(scope.trx, patient.id) };
      });
      return reply.status(201).send(list);
    },
  );

  routes.get(
    '/api/patients/:patientId/billing-details',
    {
      config: auditedRead('VIEW_BILLING_DETAILS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['billing'],
        params: patientIdParamsSchema,
        response: { 200: patientBillingDetailsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const patient = await findVisiblePatient(trx, actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
        return { answer: { details: await loadBillingDetails(trx, patient.id) } };
      }),
  );

  routes.put(
    '/api/patients/:patientId/billing-details',
    {
      schema: {
        tags: ['billing'],
        params: patientIdParamsSchema,
        body: patientBillingDetailsSchema,
        response: { 200: patientBillingDetailsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(billingPolicy.canManageSettings(scope.actor), MESSAGES.billingRestricted);
        await saveBillingDetails({ ...scope, patient, input: request.body });
        return { details: await loadBillingDetails(scope.trx, patient.id) };
      }),
  );

  routes.post(
    API_PATHS.claimProposals,
    {
      schema: {
        tags: ['billing'],
        body: proposeClaimsSchema,
        response: { 200: claimProposalResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        authorize(billingPolicy.canCreate(scope.actor), MESSAGES.billingRestricted);
        const { from, to } = request.body;
        if (!isProposalRangeAllowed(from, to))
          throw badRequest(`Choose at most ${PROPOSAL_MAXIMUM_DAYS} days`, {
            to: `Choose at most ${PROPOSAL_MAXIMUM_DAYS} days`,
          });
        if (to > scope.now.toISOString().slice(0, 10))
          throw badRequest(MESSAGES.claimServiceDateInFuture, { to: MESSAGES.claimServiceDateInFuture });
        if (!scope.actor.facilityId) throw badRequest('Propose claims as a facility’s administrator');
        return proposeClaims({ ...scope, facilityId: scope.actor.facilityId, from, to });
      }),
  );
}
