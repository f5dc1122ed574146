import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, dashboardResponseSchema, errorResponseSchema } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { loadDashboard } from './dashboard-counts.ts';

/**
 * The dashboard of the signed-in user's role. Its recent activity names children, so each view is audited
 * (VIEW_DASHBOARD, with the activity shown).
 */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.dashboard,
    {
      config: auditedRead('VIEW_DASHBOARD', 'DASHBOARD'),
      schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema, 401: errorResponseSchema } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        const answer = await loadDashboard(trx, actor, now);
        const activityIds = answer.recentActivity.map((item) => item.id);
        return { answer, details: { activityIds } };
      }),
  );
}
