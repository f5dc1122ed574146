import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  fhirClientIdParamsSchema,
  fhirClientListSchema,
  fhirClientPolicy,
  fhirClientResponseSchema,
  registerFhirClientSchema,
  revokedTokensSchema,
} from '@carenest/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { REFUSALS } from '../../lib/refusals.ts';
import { authorize } from '../../shared/actor.ts';
import { auditedRead } from '../../shared/audited-read.ts';
import { readAudited, withinTransaction, type CommandScope } from '../../shared/request-scope.ts';
import { loadFhirClients, presentFhirClient } from './load-clients.ts';
import { registerFhirClient, revokeFhirClient, revokeFhirClientTokens } from './manage-clients.ts';

/** The scoped load and authorize steps of a client's routes: the client as the actor sees it, managers only. */
async function loadManagedClient(scope: CommandScope, clientId: string) {
  const [client] = await loadFhirClients(scope.trx, scope.actor, scope.now, clientId);
  if (!client) throw notFound();
  authorize(fhirClientPolicy.canManage(scope.actor, client));
  return client;
}

/**
 * The administrator's FHIR backend-service clients (ARCHITECTURE.md, "FHIR"): the facility's list, registering
 * a client (name, public JWKS, system read scopes), revoking a client or its live tokens.
 */
export async function fhirClientRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.fhirClients,
    {
      config: auditedRead('READ', 'FHIR_CLIENT'),
      schema: { tags: ['fhir'], response: { 200: fhirClientListSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        authorize(fhirClientPolicy.canView(scope.actor));
        const clients = await loadFhirClients(scope.trx, scope.actor, scope.now);
        return { answer: { clients: clients.map(presentFhirClient) }, details: { count: clients.length } };
      }),
  );

  routes.post(
    API_PATHS.fhirClients,
    {
      schema: {
        tags: ['fhir'],
        body: registerFhirClientSchema,
        response: { 201: fhirClientResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const client = await withinTransaction(db, request, async (scope) => {
        authorize(fhirClientPolicy.canManage(scope.actor));
        const id = await registerFhirClient({
          ...scope,
          facilityId: scope.actor.facilityId!,
          input: request.body,
        });
        const [registered] = await loadFhirClients(scope.trx, scope.actor, scope.now, id);
        return presentFhirClient(registered!);
      });
      return reply.status(201).send({ client });
    },
  );

  routes.post(
    '/api/fhir-clients/:clientId/revoke',
    {
      schema: {
        tags: ['fhir'],
        params: fhirClientIdParamsSchema,
        response: { 200: fhirClientResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const client = await loadManagedClient(scope, request.params.clientId);
        await revokeFhirClient({ ...scope, clientId: client.id });
        const [revoked] = await loadFhirClients(scope.trx, scope.actor, scope.now, client.id);
        return { client: presentFhirClient(revoked!) };
      }),
  );

  routes.post(
    '/api/fhir-clients/:clientId/tokens/revoke',
    {
      schema: {
        tags: ['fhir'],
        params: fhirClientIdParamsSchema,
        response: { 200: revokedTokensSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const client = await loadManagedClient(scope, request.params.clientId);
        return { revokedTokenCount: await revokeFhirClientTokens({ ...scope, clientId: client.id }) };
      }),
  );
}
