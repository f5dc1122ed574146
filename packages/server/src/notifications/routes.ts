import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  API_PATHS,
  NOTIFICATIONS_SHOWN,
  errorResponseSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
  type NotificationList,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { countUnread, markAllNotificationsRead, markNotificationRead } from './mark-read.ts';
import { loadNotificationPreferences, saveNotificationPreferences } from './preferences.ts';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

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
 * 404, like one that does not exist). Notifications name children, so reading them is audited. And each
 * user's preferences: which categories they receive.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.notifications,
    {
      config: auditedRead('VIEW_NOTIFICATIONS', 'NOTIFICATION'),
      schema: { tags: ['notifications'], response: { 200: notificationListResponseSchema, ...refusals } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const answer = await listNotifications(trx, actor.userId);
        return { answer, details: { notificationIds: answer.items.map((item) => item.id) } };
      }),
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
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const id = await markNotificationRead({ ...scope, notificationId: request.params.notificationId });
        if (!id) throw notFound();
        return { unreadCount: await countUnread(scope.trx, scope.actor.userId) };
      }),
  );

  routes.post(
    API_PATHS.notificationsReadAll,
    { schema: { tags: ['notifications'], response: { 200: notificationReadResponseSchema, ...refusals } } },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        await markAllNotificationsRead(scope);
        return { unreadCount: 0 };
      }),
  );

  routes.get(
    API_PATHS.notificationPreferences,
    { schema: { tags: ['notifications'], response: { 200: notificationPreferencesSchema, ...refusals } } },
    (request) =>
      withinTransaction(db, request, ({ trx, actor }) => loadNotificationPreferences(trx, actor.userId)),
  );

  routes.put(
    API_PATHS.notificationPreferences,
    {
      schema: {
        tags: ['notifications'],
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 400: errorResponseSchema, ...refusals },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        await saveNotificationPreferences({ ...scope, preferences: request.body });
        return loadNotificationPreferences(scope.trx, scope.actor.userId);
      }),
  );
}
