import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, dashboardResponseSchema, errorResponseSchema } from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { loadDashboard } from './dashboard-counts.ts';

/** The dashboard of the signed-in user's role. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.dashboard,
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      return db.transaction().execute((trx) => loadDashboard(trx, actor));
    },
  );
}
