import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  API_PATHS,
  NOTIFICATIONS_SHOWN,
  errorResponseSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  type NotificationList,
} from '@carenest/core';
import { requireActor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** How many of a user's notifications are unread. */
async function countUnread(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The signed-in user's latest notifications, newest first, with the unread count. */
async function listNotifications(trx: Transaction<Database>, userId: string): Promise<NotificationList> {
  const rows = await trx
    .selectFrom('notifications')
    .select(['id', 'title', 'body', 'link', 'severity', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      severity: row.severity,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    })),
    unreadCount: await countUnread(trx, userId),
  };
}

/**
 * The top bar's bell: each user reads and marks only their own notifications (another user's answers
 * 404, like one that does not exist).
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.notifications,
    { schema: { tags: ['notifications'], response: { 200: notificationListResponseSchema, ...refusals } } },
    async (request) => {
      const actor = requireActor(request);
      return db.transaction().execute((trx) => listNotifications(trx, actor.userId));
    },
  );

  routes.post(
    '/api/notifications/:notificationId/read',
    {
      schema: {
        tags: ['notifications'],
        params: notificationIdParamsSchema,
        response: { 200: notificationReadResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('notifications')
          .set({ read_at: sql<Date>`coalesce(read_at, now())` })
          .where('id', '=', request.params.notificationId)
          .where('user_id', '=', actor.userId)
          .returning('id')
          .executeTakeFirst();
        if (!row) throw notFound();
        return { unreadCount: await countUnread(trx, actor.userId) };
      });
    },
  );

  routes.post(
    API_PATHS.notificationsReadAll,
    { schema: { tags: ['notifications'], response: { 200: notificationReadResponseSchema, ...refusals } } },
    async (request) => {
      const actor = requireActor(request);
      await db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', actor.userId)
        .where('read_at', 'is', null)
        .execute();
      return { unreadCount: 0 };
    },
  );
}
