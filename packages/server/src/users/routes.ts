import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  createUserResponseSchema,
  createUserSchema,
  errorResponseSchema,
  idParamsSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userPolicy,
  userResponseSchema,
} from '@carenest/core';
import { passwordLinkPath } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import type { Secrets } from '../secrets.ts';
import { authorize } from '../shared/actor.ts';
import { refusingDuplicate } from '../shared/database-errors.ts';
import { pageOf } from '../shared/pagination.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { createUser, unusablePasswordHash } from './create-user.ts';
import { findUser, listUsers } from './list-users.ts';
import { approveUser, unlockUser } from './review-account.ts';
import { findManagedUser, presentManagedUser, type ManagedUserRow } from './scoped-users.ts';
import { updateUser } from './update-user.ts';

const refusals = { ...REFUSALS, 409: errorResponseSchema };

/** The sentence of a refused change to an account: a super_admin account is protected, else the screen's. */
function updateDeniedMessage(account: ManagedUserRow): string {
  return account.role === 'super_admin' ? MESSAGES.superAdministratorProtected : MESSAGES.usersRestricted;
}

/** User management (/users): list, read, create with a setup link, edit, approve pending accounts, unlock. */
export async function userRoutes(
  app: FastifyInstance,
  { db, secrets }: { db: Kysely<Database>; secrets: Secrets },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.users,
    {
      schema: {
        tags: ['users'],
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        authorize(userPolicy.canRead(actor), MESSAGES.usersRestricted);
        const { rows, total } = await listUsers(trx, actor, request.query, now);
        return pageOf(
          rows.map((row) => presentManagedUser(row, now)),
          total,
          request.query,
        );
      }),
  );

  routes.post(
    API_PATHS.users,
    {
      schema: {
        tags: ['users'],
        body: createUserSchema,
        response: { 201: createUserResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const passwordHash = await unusablePasswordHash();
      const created = await refusingDuplicate(
        withinTransaction(db, request, async (scope) => {
          authorize(userPolicy.canCreate(scope.actor), MESSAGES.usersRestricted);
          const { account, setupToken } = await createUser({
            ...scope,
            input: request.body,
            passwordHash,
            encryptionKey: secrets.encryptionKey,
          });
          return { user: presentManagedUser(account, scope.now), setupLink: passwordLinkPath(setupToken) };
        }),
        conflict(MESSAGES.failedToCreateUser),
      );
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor, now }) => {
        const account = await findUser(trx, actor, request.params.id);
        if (!account) throw notFound();
        authorize(userPolicy.canRead(actor), MESSAGES.usersRestricted);
        return { user: presentManagedUser(account, now) };
      }),
  );

  routes.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userResponseSchema, ...refusals },
      },
    },
    (request) =>
      refusingDuplicate(
        withinTransaction(db, request, async (scope) => {
          const account = await findManagedUser(scope.trx, scope.actor, request.params.id);
          if (!account) throw notFound(MESSAGES.failedToUpdateUser);
          authorize(userPolicy.canUpdate(scope.actor, account), updateDeniedMessage(account));
          const updated = await updateUser({ ...scope, account, input: request.body });
          return { user: presentManagedUser(updated, scope.now) };
        }),
        conflict(MESSAGES.failedToUpdateUser),
      ),
  );

  routes.post(
    '/api/users/:id/approve',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const account = await findManagedUser(scope.trx, scope.actor, request.params.id);
        if (!account) throw notFound();
        authorize(userPolicy.canUpdate(scope.actor, account), updateDeniedMessage(account));
        const approved = await approveUser({ ...scope, account });
        return { user: presentManagedUser(approved, scope.now) };
      }),
  );

  routes.post(
    '/api/users/:id/unlock',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const account = await findManagedUser(scope.trx, scope.actor, request.params.id);
        if (!account) throw notFound();
        authorize(userPolicy.canUpdate(scope.actor, account), updateDeniedMessage(account));
        const unlocked = await unlockUser({ ...scope, account });
        return { user: presentManagedUser(unlocked, scope.now) };
      }),
  );
}
