import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import {
  MESSAGES,
  childClearanceInputSchema,
  childExclusionInputSchema,
  illnessExclusionCreatedSchema,
  illnessExclusionsResponseSchema,
  infectionControlPolicy,
  infectionLogQuerySchema,
  infectionLogResponseSchema,
  patientIdParamsSchema,
  staffClearanceInputSchema,
  staffExclusionInputSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { clearChild, excludeChild } from './child-exclusions.ts';
import { presentExclusions } from './present-exclusions.ts';
import { clearStaff, excludeStaff, type InfectionFacility } from './staff-exclusions.ts';

const tags = ['infection-control'];

/** The actor's own facility (404 for an account of none). */
async function ownFacility({ trx, actor }: CommandScope): Promise<InfectionFacility> {
  if (!actor.facilityId) throw notFound();
  const row = await trx
    .selectFrom('facilities')
    .select(['id', 'timezone'])
    .where('id', '=', actor.facilityId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id, timeZone: row.timezone };
}

/**
 * Illness exclusion (Florida 59A-13.020, 26 TAC §550.211): a child isolated, the parents notified and the
 * child sent home, and the return clearance with the physician's written statement; staff exclusions that
 * block the clock-in; and the monthly infection log of cases and actions for the administrator.
 */
export async function infectionControlRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/patients/:patientId/exclusions',
    {
      config: auditedRead('VIEW_EXCLUSIONS', 'PATIENT', { param: 'patientId' }),
      schema: {
        tags,
        params: patientIdParamsSchema,
        response: { 200: illnessExclusionsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(infectionControlPolicy.canReadChild(scope.actor));
        const rows = await scope.trx
          .selectFrom('illness_exclusions')
          .selectAll()
          .where('patient_id', '=', patient.id)
          .orderBy('isolated_at', 'desc')
          .execute();
        const answer = { items: await presentExclusions(scope.trx, rows) };
        return { answer, details: { count: rows.length } };
      }),
  );

  routes.post(
    '/api/patients/:patientId/exclusions',
    {
      schema: {
        tags,
        params: patientIdParamsSchema,
        body: childExclusionInputSchema,
        response: { 201: illnessExclusionCreatedSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(infectionControlPolicy.canExcludeChild(scope.actor));
        const row = await excludeChild({ ...scope, patient, input: request.body });
        return { exclusion: (await presentExclusions(scope.trx, [row]))[0]! };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    '/api/patients/:patientId/exclusion-clearance',
    {
      schema: {
        tags,
        params: patientIdParamsSchema,
        body: childClearanceInputSchema,
        response: { 200: illnessExclusionCreatedSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(infectionControlPolicy.canExcludeChild(scope.actor));
        const row = await clearChild({ ...scope, patient, input: request.body });
        return { exclusion: (await presentExclusions(scope.trx, [row]))[0]! };
      }),
  );

  routes.post(
    '/api/staff-exclusions',
    {
      schema: {
        tags,
        body: staffExclusionInputSchema,
        response: { 201: illnessExclusionCreatedSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const facility = await ownFacility(scope);
        authorize(infectionControlPolicy.canExcludeStaff(scope.actor));
        const row = await excludeStaff({ ...scope, facility, input: request.body });
        return { exclusion: (await presentExclusions(scope.trx, [row]))[0]! };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    '/api/staff-exclusions/clearance',
    {
      schema: {
        tags,
        body: staffClearanceInputSchema,
        response: { 200: illnessExclusionCreatedSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await ownFacility(scope);
        authorize(infectionControlPolicy.canExcludeStaff(scope.actor));
        const row = await clearStaff({ ...scope, facility, input: request.body });
        return { exclusion: (await presentExclusions(scope.trx, [row]))[0]! };
      }),
  );

  routes.get(
    '/api/infection-log',
    {
      config: auditedRead('VIEW_INFECTION_LOG', 'FACILITY'),
      schema: {
        tags,
        querystring: infectionLogQuerySchema,
        response: { 200: infectionLogResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const facility = await ownFacility(scope);
        authorize(infectionControlPolicy.canReadLog(scope.actor));
        const { month } = request.query;
        const inMonth = (column: 'isolated_at' | 'cleared_at') =>
          sql<boolean>`to_char(${sql.ref(column)} AT TIME ZONE ${facility.timeZone}, 'YYYY-MM') = ${month}`;
        const rows = await scope.trx
          .selectFrom('illness_exclusions')
          .selectAll()
          .where('facility_id', '=', facility.id)
          .where((eb) => eb.or([inMonth('isolated_at'), inMonth('cleared_at')]))
          .orderBy('isolated_at', 'desc')
          .execute();
        const items = await presentExclusions(scope.trx, rows);
        return { answer: { month, items }, details: { month, count: items.length } };
      }),
  );
}
