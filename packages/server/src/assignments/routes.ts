import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  assignStaffSchema,
  assignmentOverviewSchema,
  assignmentPolicy,
  assignmentResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { refusingDuplicate } from '../shared/database-errors.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { assignStaff } from './assign-staff.ts';
import { presentAssignment } from './assignment-rows.ts';
import { loadAssignmentParties } from './load-assignment-parties.ts';
import { loadAssignmentOverview } from './load-overview.ts';
import { findVisibleAssignment, unassignStaff } from './unassign-staff.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** Patient assignments (/assignments): the workload overview, assigning staff and ending assignments. */
export async function assignmentRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.assignmentOverview,
    {
      config: auditedRead('VIEW_ASSIGNMENTS', 'ASSIGNMENT'),
      schema: { tags: ['assignments'], response: { 200: assignmentOverviewSchema, ...refusals } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        authorize(assignmentPolicy.canRead(actor), MESSAGES.assignmentsRestricted);
        const overview = await loadAssignmentOverview(trx, actor);
        return {
          answer: overview,
          details: { patients: overview.patients.length, staff: overview.staff.length },
        };
      }),
  );

  routes.post(
    API_PATHS.assignments,
    {
      schema: {
        tags: ['assignments'],
        body: assignStaffSchema,
        response: { 201: assignmentResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const assignment = await refusingDuplicate(
        withinTransaction(db, request, async (scope) => {
          const parties = await loadAssignmentParties(scope.trx, scope.actor, request.body);
          authorize(assignmentPolicy.canAssign(scope.actor), MESSAGES.assignmentsRestricted);
          return presentAssignment(await assignStaff({ ...scope, ...parties, input: request.body }));
        }),
        conflict(MESSAGES.alreadyAssigned),
      );
      return reply.status(201).send({ assignment });
    },
  );

  routes.post(
    '/api/assignments/:id/unassign',
    {
      schema: {
        tags: ['assignments'],
        params: idParamsSchema,
        response: { 200: assignmentResponseSchema, ...refusals },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const assignment = await findVisibleAssignment(scope.trx, scope.actor, request.params.id);
        if (!assignment) throw notFound();
        authorize(assignmentPolicy.canUnassign(scope.actor), MESSAGES.assignmentsRestricted);
        return { assignment: presentAssignment(await unassignStaff({ ...scope, assignment })) };
      }),
  );
}
