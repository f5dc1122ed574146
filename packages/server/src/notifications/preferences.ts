import type { Transaction } from 'kysely';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreferences,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** A user's notification preferences: every category on unless they turned it off. */
export async function loadNotificationPreferences(
  trx: Transaction<Database>,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await trx
    .selectFrom('notification_preferences')
    .select(['category', 'is_enabled'])
    .where('user_id', '=', userId)
    .execute();
  const preferences = { transport: true, medications: true, messages: true, reports: true };
  for (const row of rows) preferences[row.category] = row.is_enabled;
  return preferences;
}

/** Saves the user's preferences (one row per category), audited as UPDATE_NOTIFICATION_PREFERENCES. */
export async function saveNotificationPreferences(
  scope: CommandScope & { preferences: NotificationPreferences },
): Promise<void> {
  const { trx, actor, now, preferences } = scope;
  const before = await loadNotificationPreferences(trx, actor.userId);
  for (const category of NOTIFICATION_CATEGORIES)
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: actor.userId, category, is_enabled: preferences[category], updated_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'category'])
          .doUpdateSet({ is_enabled: preferences[category], updated_at: now }),
      )
      .execute();
  await auditChange(scope, {
    action: 'UPDATE_NOTIFICATION_PREFERENCES',
    resourceType: 'USER',
    resourceId: actor.userId,
    oldValues: before,
    newValues: preferences,
  });
}

/** The recipients among `userIds` who have not turned `category` off. */
export async function recipientsWanting(
  trx: Transaction<Database>,
  userIds: readonly string[],
  category: NotificationCategory,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const off = await trx
    .selectFrom('notification_preferences')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .where('category', '=', category)
    .where('is_enabled', '=', false)
    .execute();
  const muted = new Set(off.map((row) => row.user_id));
  return userIds.filter((userId) => !muted.has(userId));
}
