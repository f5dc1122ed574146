import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  closeIncidentSchema,
  incidentIdParamsSchema,
  incidentListQuerySchema,
  incidentListResponseSchema,
  incidentPolicy,
  incidentResponseSchema,
  incidentStaffOptionsResponseSchema,
  reportIncidentSchema,
  reviewIncidentSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { findVisibleIncident, loadVisibleIncidents } from './load-incidents.ts';
import { incidentAnswer, presentIncidents } from './present-incidents.ts';
import { reportIncident } from './report-incident.ts';
import { closeIncident, reviewIncident } from './review-incident.ts';
import { findFacilityStaff } from './staff-options.ts';

const REFUSALS_WITH_CONFLICT = { ...REFUSALS, 409: REFUSALS[400] } as const;

/** The report a review or close changes, locked, through the actor's scope (404 when they may not see it). */
async function loadForChange(scope: CommandScope, incidentId: string) {
  const incident = await findVisibleIncident(scope.trx, scope.actor, incidentId, true);
  if (!incident) throw notFound(MESSAGES.incidentNotFound);
  authorize(incidentPolicy.canReview(scope.actor));
  return incident;
}

/**
 * Incident and abuse reports (Florida 59A-13.005, Texas 26 TAC §550.903): the list and one report for whoever
 * may see them (audited reads; a parent the family view of their own child), a nurse's or an administrator's
 * report, the staff a report may name, and an administrator's review and close.
 */
export async function incidentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.incidents,
    {
      config: auditedRead('VIEW_INCIDENTS', 'INCIDENT', { query: 'patientId' }),
      schema: {
        tags: ['incidents'],
        querystring: incidentListQuerySchema,
        response: { 200: incidentListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        authorize(incidentPolicy.canRead(actor));
        const { patientId, status, page, pageSize } = request.query;
        if (patientId && !(await findVisiblePatient(trx, actor, patientId)))
          throw notFound(MESSAGES.patientNotFound);
        const { rows, total } = await loadVisibleIncidents(trx, actor, { patientId, status, page, pageSize });
        const items = await presentIncidents(trx, actor, rows);
        return {
          answer: { items, page, pageSize, total },
          details: { count: items.length, incidentIds: items.map((item) => item.id) },
        };
      }),
  );

  routes.post(
    API_PATHS.incidents,
    {
      schema: {
        tags: ['incidents'],
        body: reportIncidentSchema,
        response: { 201: incidentResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        authorize(incidentPolicy.canReport(scope.actor));
        const id = await reportIncident({ ...scope, input: request.body });
        return incidentAnswer(scope.trx, scope.actor, id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.incidentStaff,
    {
      schema: { tags: ['incidents'], response: { 200: incidentStaffOptionsResponseSchema, ...REFUSALS } },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(incidentPolicy.canReport(actor));
        return { items: actor.facilityId ? await findFacilityStaff(trx, actor.facilityId) : [] };
      }),
  );

  routes.get(
    '/api/incidents/:incidentId',
    {
      config: auditedRead('VIEW_INCIDENT', 'INCIDENT', { param: 'incidentId' }),
      schema: {
        tags: ['incidents'],
        params: incidentIdParamsSchema,
        response: { 200: incidentResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const row = await findVisibleIncident(trx, actor, request.params.incidentId);
        if (!row) throw notFound(MESSAGES.incidentNotFound);
        authorize(incidentPolicy.canRead(actor));
        const [incident] = await presentIncidents(trx, actor, [row]);
        return {
          answer: { incident: incident! },
          details: { patientIds: incident!.children.map((child) => child.patient.id) },
        };
      }),
  );

  routes.post(
    '/api/incidents/:incidentId/review',
    {
      schema: {
        tags: ['incidents'],
        params: incidentIdParamsSchema,
        body: reviewIncidentSchema,
        response: { 200: incidentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const incident = await loadForChange(scope, request.params.incidentId);
        await reviewIncident({ ...scope, incident, input: request.body });
        return incidentAnswer(scope.trx, scope.actor, incident.id);
      }),
  );

  routes.post(
    '/api/incidents/:incidentId/close',
    {
      schema: {
        tags: ['incidents'],
        params: incidentIdParamsSchema,
        body: closeIncidentSchema,
        response: { 200: incidentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const incident = await loadForChange(scope, request.params.incidentId);
        await closeIncident({ ...scope, incident, input: request.body });
        return incidentAnswer(scope.trx, scope.actor, incident.id);
      }),
  );
}
