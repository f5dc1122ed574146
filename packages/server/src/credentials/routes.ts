import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  createCredentialSchema,
  credentialListSchema,
  credentialParamsSchema,
  credentialResponseSchema,
  staffingPolicy,
  todayInZone,
  userCredentialsParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { findCredentialHolder, type CredentialHolder } from './credential-holders.ts';
import { loadCredentials, presentCredential } from './load-credentials.ts';
import { recordCredential, verifyCredential } from './record-credential.ts';

/** The time zone of the holder's facility (their credentials' days are the facility's days). */
async function zoneOf(db: Kysely<Database>, holder: CredentialHolder): Promise<string> {
  return (await loadFacilitySettings(db, holder.facilityId))?.timeZone ?? 'UTC';
}

/**
 * Staff credentials (Texas 26 TAC §550.417): a staff member's list (administrators of their facility, and the
 * staff member their own), recording one and verifying one again (administrators).
 */
export async function credentialRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/users/:id/credentials';

  routes.get(
    path,
    {
      schema: {
        tags: ['credentials'],
        params: userCredentialsParamsSchema,
        response: { 200: credentialListSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        const holder = await findCredentialHolder(trx, actor, request.params.id);
        if (!holder) throw notFound();
        authorize(staffingPolicy.canReadCredentials(actor, holder));
        return { credentials: await loadCredentials(trx, holder.userId, now, await zoneOf(trx, holder)) };
      }),
  );

  routes.post(
    path,
    {
      schema: {
        tags: ['credentials'],
        params: userCredentialsParamsSchema,
        body: createCredentialSchema,
        response: { 201: credentialResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const credential = await withinTransaction(db, request, async (scope) => {
        const holder = await findCredentialHolder(scope.trx, scope.actor, request.params.id);
        if (!holder) throw notFound();
        authorize(staffingPolicy.canRecordCredential(scope.actor, holder));
        const row = await recordCredential({ ...scope, holder, input: request.body });
        const timeZone = await zoneOf(scope.trx, holder);
        const names = await loadUserNames(scope.trx, [row.verified_by]);
        return presentCredential(
          row,
          personOf(names, row.verified_by),
          todayInZone(scope.now, timeZone),
          timeZone,
        );
      });
      return reply.status(201).send({ credential });
    },
  );

  routes.post(
    `${path}/:credentialId/verify`,
    {
      schema: {
        tags: ['credentials'],
        params: credentialParamsSchema,
        response: { 200: credentialResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const holder = await findCredentialHolder(scope.trx, scope.actor, request.params.id);
        if (!holder) throw notFound(MESSAGES.credentialNotFound);
        const credential = await scope.trx
          .selectFrom('staff_credentials')
          .selectAll()
          .where('id', '=', request.params.credentialId)
          .where('user_id', '=', holder.userId)
          .forUpdate()
          .executeTakeFirst();
        if (!credential) throw notFound(MESSAGES.credentialNotFound);
        authorize(staffingPolicy.canVerifyCredential(scope.actor));
        const row = await verifyCredential({ ...scope, holder, credential });
        const timeZone = await zoneOf(scope.trx, holder);
        const names = await loadUserNames(scope.trx, [row.verified_by]);
        return {
          credential: presentCredential(
            row,
            personOf(names, row.verified_by),
            todayInZone(scope.now, timeZone),
            timeZone,
          ),
        };
      }),
  );
}
