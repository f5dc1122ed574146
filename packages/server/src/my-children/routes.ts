import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, myChildrenResponseSchema } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { readAudited } from '../shared/request-scope.ts';
import { loadChildActivities } from './load-child-activities.ts';
import { loadChildrenToday, loadLinkedChildren } from './load-children-today.ts';

/**
 * My Children (ARCHITECTURE.md, "Parent portal"): the children linked to the signed-in parent with where each
 * is today, and their last week's activities. An audited read; anyone else has no linked children and gets
 * empty lists.
 */
export async function myChildrenRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    API_PATHS.myChildren,
    { schema: { tags: ['patients'], response: { 200: myChildrenResponseSchema, ...REFUSALS } } },
    (request) =>
      readAudited(
        db,
        request,
        { action: 'VIEW_MY_CHILDREN', resourceType: 'PATIENT', resourceId: null },
        async ({ trx, actor, now }) => {
          const linked = await loadLinkedChildren(trx, actor.userId, now);
          const answer = {
            children: await loadChildrenToday(trx, linked),
            activities: await loadChildActivities(trx, linked, now),
          };
          return { answer, details: { children: linked.map((child) => child.id) } };
        },
      ),
  );
}
