import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  errorResponseSchema,
  installationStatusSchema,
  setupResponseSchema,
  setupSchema,
} from '@carenest/core';
import { visitorScopeOf } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { checkSetupCode } from './check-setup-code.ts';
import { alreadySetUp, completeSetup } from './complete-setup.ts';
import { loadInstallationStatus } from './installation.ts';
import { parseSetupInput } from './parse-setup-input.ts';

/** The body as it came: `setupSchema` is published, and checked by the handler after the code. */
const publishedOnly = () => (data: unknown) => ({ value: data });

/** The first-run setup (ARCHITECTURE.md, "First-run setup"): the install's state, and setting it up once. */
export async function setupRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.setup,
    { schema: { tags: ['setup'], response: { 200: installationStatusSchema } } },
    () => loadInstallationStatus(db),
  );

  routes.post(
    API_PATHS.setup,
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => request.ip,
        },
      },
      validatorCompiler: publishedOnly,
      schema: {
        tags: ['setup'],
        body: setupSchema,
        response: {
          201: setupResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const visitor = visitorScopeOf(db, request);
      if ((await loadInstallationStatus(db)).isSetUp) throw alreadySetUp();
      await checkSetupCode(visitor, body);
      const input = parseSetupInput(body);
      return reply.status(201).send(await completeSetup({ ...visitor, input }));
    },
  );
}
