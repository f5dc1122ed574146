import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MEDICATION_SIGNATURE_CANVAS,
  MESSAGES,
  administerMedicationSchema,
  administrationHistoryResponseSchema,
  administrationIdParamsSchema,
  administrationResponseSchema,
  administrationTimeProblem,
  amendAdministrationSchema,
  errorResponseSchema,
  medicationIdParamsSchema,
  medicationPolicy,
  type AdministerMedicationInput,
} from '@carenest/core';
import { proveWitness, visitorScopeOf, type ProvenWitness } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { isDrawnSignature } from '../hipaa/index.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize, requireActor } from '../shared/actor.ts';
import { isUniqueViolation } from '../shared/database-errors.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { administerMedication, doseAlreadyRecorded, invalidField } from './administer-medication.ts';
import {
  amendAdministration,
  loadAdministrationChain,
  type AdministrationChain,
} from './amend-administration.ts';
import {
  presentAdministrationEntry,
  presentAdministrationHistory,
  userIdsOf,
  type AdministrationRow,
} from './present-administration.ts';
import { findVisibleMedication } from './visible-medication.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** The scoped load of an administration: its chain, if its patient is one the actor may see. */
async function findVisibleChain(
  { trx, actor }: CommandScope,
  administrationId: string,
): Promise<AdministrationChain | undefined> {
  const chain = await loadAdministrationChain(trx, administrationId);
  const patient = chain && (await findVisiblePatient(trx, actor, chain.original.patient_id));
  return patient ? chain : undefined;
}

/** An administration as the chart lists it, with the values of `amendment` when one was just written. */
async function presentEntry(scope: CommandScope, original: AdministrationRow, amendment?: AdministrationRow) {
  const rows = amendment ? [original, amendment] : [original];
  const names = await loadUserNames(scope.trx, rows.flatMap(userIdsOf));
  return presentAdministrationEntry(original, amendment, names);
}

/**
 * The witness named in an administration, proven before the dose is recorded: the medication is first loaded
 * through the actor's scope and the administer policy asked (so nobody may try credentials on a dose they
 * could not record), then the witness's credentials are checked outside any transaction. Null without one.
 */
async function proveNamedWitness(
  db: Kysely<Database>,
  request: FastifyRequest<{ Params: { medicationId: string } }>,
  body: AdministerMedicationInput,
): Promise<ProvenWitness | null> {
  if (!body.witnessEmail && !body.witnessPassword) return null;
  if (!body.witnessEmail) throw invalidField('witnessEmail', MESSAGES.emailRequired);
  if (!body.witnessPassword) throw invalidField('witnessPassword', MESSAGES.passwordRequired);
  await withinTransaction(db, request, async (scope) => {
    const target = await findVisibleMedication(scope.trx, scope.actor, request.params.medicationId);
    if (!target) throw notFound(MESSAGES.patientNotFound);
    authorize(medicationPolicy.canAdminister(scope.actor));
  });
  return proveWitness({
    ...visitorScopeOf(db, request),
    credentials: { email: body.witnessEmail, password: body.witnessPassword, mfaCode: body.witnessMfaCode },
    administeringUserId: requireActor(request).userId,
  });
}

/** Recording a dose, amending a record, and reading a record with its amendments. */
export async function administrationRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/medications/:medicationId/administrations',
    {
      schema: {
        tags: ['medications'],
        params: medicationIdParamsSchema,
        body: administerMedicationSchema,
        response: { 201: administrationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (!isDrawnSignature(body.signature, MEDICATION_SIGNATURE_CANVAS))
        throw invalidField('signature', MESSAGES.dosageAndSignatureRequired);
      const timeProblem = administrationTimeProblem(new Date(body.administrationTime), new Date());
      if (timeProblem) throw invalidField('administrationTime', timeProblem);
      const witness = await proveNamedWitness(db, request, body);
      try {
        const administration = await withinTransaction(db, request, async (scope) => {
          const { medicationId } = request.params;
          const target = await findVisibleMedication(scope.trx, scope.actor, medicationId, 'share');
          if (!target) throw notFound(MESSAGES.patientNotFound);
          authorize(medicationPolicy.canAdminister(scope.actor));
          const row = await administerMedication({ ...scope, ...target, input: body, witness });
          return presentEntry(scope, row);
        });
        return await reply.status(201).send({ administration });
      } catch (error) {
        if (isUniqueViolation(error)) throw doseAlreadyRecorded();
        throw error;
      }
    },
  );

  routes.post(
    '/api/administrations/:administrationId/amendments',
    {
      schema: {
        tags: ['medications'],
        params: administrationIdParamsSchema,
        body: amendAdministrationSchema,
        response: { 201: administrationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const administration = await withinTransaction(db, request, async (scope) => {
        const chain = await findVisibleChain(scope, request.params.administrationId);
        if (!chain) throw notFound(MESSAGES.patientNotFound);
        const facts = { administeredBy: chain.original.administered_by };
        authorize(medicationPolicy.canAmendAdministration(scope.actor, facts));
        const amendment = await amendAdministration({ ...scope, chain, input: request.body });
        return presentEntry(scope, chain.original, amendment);
      });
      return reply.status(201).send({ administration });
    },
  );

  routes.get(
    '/api/administrations/:administrationId',
    {
      config: auditedRead('VIEW_MEDICATION_ADMINISTRATION', 'MEDICATION_ADMINISTRATION', {
        param: 'administrationId',
      }),
      schema: {
        tags: ['medications'],
        params: administrationIdParamsSchema,
        response: { 200: administrationHistoryResponseSchema, ...refusals },
      },
    },
    (request) => {
      const { administrationId } = request.params;
      return readAudited(db, request, async (scope) => {
        const chain = await findVisibleChain(scope, administrationId);
        if (!chain) throw notFound(MESSAGES.patientNotFound);
        authorize(medicationPolicy.canRead(scope.actor));
        const rows = [chain.original, ...chain.amendments];
        const names = await loadUserNames(scope.trx, rows.flatMap(userIdsOf));
        const answer = presentAdministrationHistory(chain.original, chain.amendments, names);
        return { answer, details: { originalId: chain.original.id } };
      });
    },
  );
}
