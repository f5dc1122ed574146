import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  DIAGNOSIS_CODES,
  MESSAGES,
  billingCatalogueSchema,
  billingPolicy,
  billingSettingsResponseSchema,
  billingSettingsSchema,
  claimDetailSchema,
  claimIdParamsSchema,
  claimListQuerySchema,
  claimListResponseSchema,
  createClaimSchema,
  errorResponseSchema,
  replaceClaimSchema,
} from '@carenest/core';
import { isValidNpi } from '@carenest/x12';
import { interchangeUsageOf, type ClearinghouseClient } from '../clearinghouse/index.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { requireRequestFacility } from '../shared/facility-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { facilityCatalogue } from './catalogue.ts';
import { createClaim } from './create-claim.ts';
import { findLatestClaimFile, findVisibleClaim, loadClaimList, presentClaimDetail } from './load-claims.ts';
import { replaceClaim } from './replace-claim.ts';
import { loadBillingSettings, updateBillingSettings } from './settings.ts';
import { submitClaim } from './submit-claim.ts';

/** The facility billing settings and the catalogue belong to: the actor's own (super_admin names one). */
const facilityQuerySchema = z.object({ facilityId: z.uuid().optional() });

/**
 * Billing (ARCHITECTURE.md, "Billing"): the catalogue, the facility's billing settings, the claim list with its
 * stats, a claim's detail (an audited PHI read), Create Claim, Submit Claim (the 837P built and validated) and
 * the claim's 837P file. The settings answer says whether the clearinghouse is the local sandbox, and every
 * 837P says test or production data (ISA15) by the clearinghouse it goes to.
 */
export async function billingRoutes(
  app: FastifyInstance,
  { db, clearinghouse }: { db: Kysely<Database>; clearinghouse: ClearinghouseClient | undefined },
): Promise<void> {
  const clearinghouseStatus = {
    isSandbox: clearinghouse?.isSandbox ?? true,
    usage: interchangeUsageOf(clearinghouse),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.billingCatalogue,
    {
      schema: {
        tags: ['billing'],
        querystring: facilityQuerySchema,
        response: { 200: billingCatalogueSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(billingPolicy.canRead(actor), MESSAGES.billingRestricted);
        const services = await facilityCatalogue(
          trx,
          requireRequestFacility(actor, request.query.facilityId),
        );
        const diagnosisCodes = Object.entries(DIAGNOSIS_CODES).map(([code, description]) => ({
          code,
          description,
        }));
        return { services, diagnosisCodes };
      }),
  );

  routes.get(
    API_PATHS.billingSettings,
    {
      schema: {
        tags: ['billing'],
        querystring: facilityQuerySchema,
        response: { 200: billingSettingsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(billingPolicy.canRead(actor), MESSAGES.billingRestricted);
        const saved = await loadBillingSettings(trx, requireRequestFacility(actor, request.query.facilityId));
        return { ...saved, clearinghouse: clearinghouseStatus };
      }),
  );

  routes.put(
    API_PATHS.billingSettings,
    {
      schema: {
        tags: ['billing'],
        querystring: facilityQuerySchema,
        body: billingSettingsSchema,
        response: { 200: billingSettingsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        authorize(billingPolicy.canManageSettings(scope.actor), MESSAGES.billingRestricted);
        if (!isValidNpi(request.body.npi))
          throw badRequest(MESSAGES.billingNpiInvalid, { npi: MESSAGES.billingNpiInvalid });
        const facilityId = requireRequestFacility(scope.actor, request.query.facilityId);
        await updateBillingSettings({ ...scope, facilityId, input: request.body });
        return { ...(await loadBillingSettings(scope.trx, facilityId)), clearinghouse: clearinghouseStatus };
      }),
  );

  routes.get(
    API_PATHS.claims,
    {
      config: auditedRead('VIEW_CLAIMS', 'BILLING_CLAIM'),
      schema: {
        tags: ['billing'],
        querystring: claimListQuerySchema,
        response: { 200: claimListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
        const answer = await loadClaimList(trx, actor, request.query);
        return { answer, details: { count: answer.items.length, status: request.query.status ?? null } };
      }),
  );

  routes.post(
    API_PATHS.claims,
    {
      schema: {
        tags: ['billing'],
        body: createClaimSchema,
        response: { 201: claimDetailSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const claim = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(billingPolicy.canCreate(scope.actor), MESSAGES.billingRestricted);
        const id = await createClaim({ ...scope, patient, input: request.body });
        return presentClaimDetail(scope.trx, (await findVisibleClaim(scope.trx, scope.actor, id))!);
      });
      return reply.status(201).send(claim);
    },
  );

  routes.get(
    '/api/billing/claims/:claimId',
    {
      config: auditedRead('VIEW_CLAIM', 'BILLING_CLAIM', { param: 'claimId' }),
      schema: {
        tags: ['billing'],
        params: claimIdParamsSchema,
        response: { 200: claimDetailSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const row = await findVisibleClaim(trx, actor, request.params.claimId);
        if (!row) throw notFound();
        if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
        return { answer: await presentClaimDetail(trx, row), details: { claimNumber: row.claim_number } };
      }),
  );

  routes.post(
    '/api/billing/claims/:claimId/submit',
    {
      schema: {
        tags: ['billing'],
        params: claimIdParamsSchema,
        response: { 200: claimDetailSchema, ...REFUSALS, 409: errorResponseSchema },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const row = await findVisibleClaim(scope.trx, scope.actor, request.params.claimId);
        if (!row) throw notFound();
        authorize(billingPolicy.canRead(scope.actor), MESSAGES.billingRestricted);
        if (!billingPolicy.canSubmit(scope.actor, row)) throw conflict(MESSAGES.claimNotDraft);
        await submitClaim({ ...scope, claim: row, usage: interchangeUsageOf(clearinghouse) });
        return presentClaimDetail(scope.trx, (await findVisibleClaim(scope.trx, scope.actor, row.id))!);
      }),
  );

  routes.post(
    '/api/billing/claims/:claimId/replacements',
    {
      schema: {
        tags: ['billing'],
        params: claimIdParamsSchema,
        body: replaceClaimSchema,
        response: { 201: claimDetailSchema, ...REFUSALS, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const claim = await withinTransaction(db, request, async (scope) => {
        const row = await findVisibleClaim(scope.trx, scope.actor, request.params.claimId);
        if (!row) throw notFound();
        authorize(billingPolicy.canCreate(scope.actor), MESSAGES.billingRestricted);
        const facts = { frequencyCode: row.frequency_code, payerClaimNumber: row.payer_claim_number };
        if (!billingPolicy.canReplace(scope.actor, facts) || !row.payer_claim_number)
          throw conflict(MESSAGES.claimNotAdjudicated);
        const id = await replaceClaim({
          ...scope,
          original: { ...row, payer_claim_number: row.payer_claim_number },
          frequencyCode: request.body.frequencyCode,
        });
        return presentClaimDetail(scope.trx, (await findVisibleClaim(scope.trx, scope.actor, id))!);
      });
      return reply.status(201).send(claim);
    },
  );

  app.get<{ Params: { claimId: string } }>(
    '/api/billing/claims/:claimId/837p',
    {
      config: auditedRead('EXPORT_CLAIM_FILE', 'BILLING_CLAIM', { param: 'claimId' }),
      schema: { tags: ['billing'], params: claimIdParamsSchema, response: { ...REFUSALS } },
    },
    async (request, reply) => {
      const file = await readAudited<{ content: string; claimNumber: string }>(
        db,
        request,
        async ({ trx, actor }) => {
          const row = await findVisibleClaim(trx, actor, request.params.claimId);
          if (!row) throw notFound();
          if (!billingPolicy.canRead(actor)) throw forbidden(MESSAGES.billingRestricted);
          const sent = await findLatestClaimFile(trx, row.id);
          if (!sent) throw notFound('This claim has not been submitted yet');
          return {
            answer: { ...sent, claimNumber: row.claim_number },
            details: { controlNumber: sent.control_number },
          };
        },
      );
      return reply
        .header('Content-Type', 'application/edi-x12; charset=us-ascii')
        .header('Content-Disposition', `attachment; filename="${file.claimNumber}-837p.x12"`)
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  );
}
