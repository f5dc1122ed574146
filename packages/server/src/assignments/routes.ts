import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  assignStaffSchema,
  assignmentOverviewSchema,
  assignmentResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { requireAssignmentManager } from './assignment-access.ts';
import { assignStaff } from './assign-staff.ts';
import { loadAssignmentOverview } from './load-overview.ts';
import { unassignStaff } from './unassign-staff.ts';
import { REFUSALS } from '../lib/refusals.ts';

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
      schema: { tags: ['assignments'], response: { 200: assignmentOverviewSchema, ...refusals } },
    },
    async (request) => {
      const actor = requireAssignmentManager(request, 'read');
      return db.transaction().execute(async (trx) => {
        const overview = await loadAssignmentOverview(trx, actor);
        await appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_ASSIGNMENTS',
          resourceType: 'ASSIGNMENT',
          newValues: { patients: overview.patients.length, staff: overview.staff.length },
        });
        return overview;
      });
    },
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
      const actor = requireAssignmentManager(request, 'update');
      const assignment = await assignStaff(db, actor, request.body, auditContextOf(request));
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
    async (request) => {
      const actor = requireAssignmentManager(request, 'update');
      const assignment = await unassignStaff(
        db,
        actor,
        request.params.id,
        auditContextOf(request),
        new Date(),
      );
      return { assignment };
    },
  );
}
