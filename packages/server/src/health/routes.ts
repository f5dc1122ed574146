import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { API_PATHS, errorResponseSchema } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(db);
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer' } });
      }
    },
  );
}
