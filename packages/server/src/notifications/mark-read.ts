import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/** How many of a user's notifications are unread. */
export async function countUnread(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Marks one of the actor's own notifications read (once: a second mark keeps the first time). Answers the
 * notification's id, or undefined when the actor has no such notification (another user's is absent too).
 */
export async function markNotificationRead(
  scope: CommandScope & { notificationId: string },
): Promise<string | undefined> {
  const row = await scope.trx
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${scope.now})` })
    .where('id', '=', scope.notificationId)
    .where('user_id', '=', scope.actor.userId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Marks every unread notification of the actor read; answers how many it marked. */
export async function markAllNotificationsRead(scope: CommandScope): Promise<number> {
  const rows = await scope.trx
    .updateTable('notifications')
    .set({ read_at: scope.now })
    .where('user_id', '=', scope.actor.userId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
