import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  familyAccessResponseSchema,
  familyCodeIdParamsSchema,
  familyLinkPolicy,
  issuedFamilyCodeSchema,
  linkChildResponseSchema,
  linkChildSchema,
  patientIdParamsSchema,
  patientParentParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { linkChild } from './link-child.ts';
import { loadFamilyAccess } from './load-family-access.ts';
import { issueFamilyCode, revokeFamilyCode, unlinkParent } from './manage-family-codes.ts';

const REFUSALS_WITH_CONFLICT = { ...REFUSALS, 409: REFUSALS[400] } as const;

/** The scoped load and authorize steps of the Family access card: the child as the actor sees it, managers only. */
async function loadManagedPatient(scope: CommandScope, patientId: string) {
  const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  authorize(familyLinkPolicy.canManage(scope.actor));
  return patient;
}

/**
 * Family links (ARCHITECTURE.md, "Parent portal"): a parent links a child with a family code (every attempt
 * audited, failures with their message, too many failures refused for a while); administrators see a child's
 * linked parents and codes, issue and revoke codes, and unlink a parent.
 */
export async function familyLinkRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.linkChild,
    {
      schema: {
        tags: ['patients'],
        body: linkChildSchema,
        response: { 200: linkChildResponseSchema, ...REFUSALS, 429: REFUSALS[400] },
      },
    },
    async (request) => {
      const outcome = await withinTransaction(db, request, async (scope) => {
        const result = familyLinkPolicy.canLink(scope.actor)
          ? await linkChild({ ...scope, input: request.body })
          : { refusal: forbidden(MESSAGES.onlyParentsCanLink) };
        const isLinked = 'child' in result;
        await auditChange(scope, {
          action: 'LINK_CHILD',
          resourceType: 'PATIENT',
          resourceId: isLinked ? result.child.id : null,
          newValues: isLinked ? { parentId: scope.actor.userId } : null,
          success: isLinked,
          errorMessage: isLinked ? null : result.refusal.message,
        });
        return result;
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome;
    },
  );

  routes.get(
    '/api/patients/:patientId/family-access',
    {
      config: auditedRead('VIEW_FAMILY_ACCESS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 200: familyAccessResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const patient = await loadManagedPatient(scope, request.params.patientId);
        const answer = await loadFamilyAccess(scope.trx, patient.id, scope.now);
        return { answer, details: { parents: answer.parents.length } };
      }),
  );

  routes.post(
    '/api/patients/:patientId/family-codes',
    {
      schema: {
        tags: ['patients'],
        params: patientIdParamsSchema,
        response: { 201: issuedFamilyCodeSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const issued = await withinTransaction(db, request, async (scope) => {
        const patient = await loadManagedPatient(scope, request.params.patientId);
        if (!patient.isActive) throw conflict(MESSAGES.familyCodeInactiveChild);
        return issueFamilyCode({ ...scope, patient });
      });
      return reply.status(201).send(issued);
    },
  );

  routes.post(
    '/api/family-codes/:codeId/revoke',
    {
      schema: {
        tags: ['patients'],
        params: familyCodeIdParamsSchema,
        response: { 200: familyAccessResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const code = await scope.trx
          .selectFrom('family_codes')
          .select(['id', 'patient_id', 'used_at', 'revoked_at', 'expires_at'])
          .where('id', '=', request.params.codeId)
          .forUpdate()
          .executeTakeFirst();
        if (!code) throw notFound();
        const patient = await findVisiblePatient(scope.trx, scope.actor, code.patient_id);
        if (!patient) throw notFound();
        authorize(familyLinkPolicy.canManage(scope.actor));
        if (code.used_at || code.revoked_at || code.expires_at <= scope.now)
          throw conflict(MESSAGES.familyCodeNotActive);
        await revokeFamilyCode({ ...scope, codeId: code.id, patientId: patient.id });
        return loadFamilyAccess(scope.trx, patient.id, scope.now);
      }),
  );

  routes.delete(
    '/api/patients/:patientId/parents/:parentId',
    {
      schema: {
        tags: ['patients'],
        params: patientParentParamsSchema,
        response: { 200: familyAccessResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const patient = await loadManagedPatient(scope, request.params.patientId);
        const link = await scope.trx
          .selectFrom('patient_parents')
          .select('linked_at')
          .where('patient_id', '=', patient.id)
          .where('parent_id', '=', request.params.parentId)
          .forUpdate()
          .executeTakeFirst();
        if (!link) throw notFound(MESSAGES.parentNotLinked);
        await unlinkParent({
          ...scope,
          patientId: patient.id,
          parentId: request.params.parentId,
          linkedAt: link.linked_at,
        });
        return loadFamilyAccess(scope.trx, patient.id, scope.now);
      }),
  );
}
