import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { API_PATHS, errorResponseSchema } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Readiness } from './readiness.ts';

/** Whether the database answers a trivial query. */
async function doesDatabaseAnswer(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

const DATABASE_UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer' };

/**
 * GET /api/health (liveness): 200 once the database answers, 503 otherwise; it stays 200 while the instance
 * drains. GET /api/health/ready (readiness, what a load balancer checks): 200 while the instance serves, 503 at
 * once when a drain begins or the database does not answer.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, readiness }: { db: Kysely<Database>; readiness: Readiness },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
      },
    },
    async (_request, reply) =>
      (await doesDatabaseAnswer(db))
        ? { status: 'ok' as const }
        : reply.status(503).send({ error: DATABASE_UNAVAILABLE }),
  );
  routes.get(
    API_PATHS.healthReady,
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (readiness.isDraining)
        return reply
          .status(503)
          .header('connection', 'close')
          .send({ error: { code: 'DRAINING', message: 'This instance is shutting down' } });
      return (await doesDatabaseAnswer(db))
        ? { status: 'ready' as const }
        : reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    },
  );
}
