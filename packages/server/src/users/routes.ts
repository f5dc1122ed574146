import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  createUserResponseSchema,
  createUserSchema,
  errorResponseSchema,
  idParamsSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '@carenest/core';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import type { Secrets } from '../secrets.ts';
import { createUser } from './create-user.ts';
import { findUser, listUsers } from './list-users.ts';
import { approveUser, unlockUser } from './review-account.ts';
import { requireUserManager } from './scoped-users.ts';
import { updateUser } from './update-user.ts';
import { REFUSALS } from '../lib/refusals.ts';

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
    async (request) => {
      const actor = requireUserManager(request, 'read');
      return { users: await listUsers(db, actor, request.query, new Date()) };
    },
  );

  routes.post(
    API_PATHS.users,
    {
      schema: {
        tags: ['users'],
        body: createUserSchema,
        response: { 201: createUserResponseSchema, 409: errorResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const actor = requireUserManager(request, 'create');
      const created = await createUser(db, actor, request.body, auditContextOf(request), {
        encryptionKey: secrets.encryptionKey,
        now: new Date(),
      });
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
    async (request) => {
      const actor = requireUserManager(request, 'read');
      return { user: await findUser(db, actor, request.params.id, new Date()) };
    },
  );

  routes.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userResponseSchema, 409: errorResponseSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const actor = requireUserManager(request, 'update');
      const user = await updateUser(
        db,
        actor,
        request.params.id,
        request.body,
        auditContextOf(request),
        new Date(),
      );
      return { user };
    },
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
    async (request) => {
      const actor = requireUserManager(request, 'update');
      return { user: await approveUser(db, actor, request.params.id, auditContextOf(request), new Date()) };
    },
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
    async (request) => {
      const actor = requireUserManager(request, 'update');
      return { user: await unlockUser(db, actor, request.params.id, auditContextOf(request), new Date()) };
    },
  );
}
