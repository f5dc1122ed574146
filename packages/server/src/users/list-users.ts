import type { UserListQuery } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { pageWindow } from '../shared/pagination.ts';
import { likePattern } from '../shared/text-search.ts';
import { MANAGED_USER_COLUMNS, scopedUsers, type ManagedUserRow } from './scoped-users.ts';

/**
 * One page of the accounts an actor manages, searched by name or email and filtered by role and status;
 * accounts waiting for approval first, then by last and first name. Answers the page's rows and how many
 * accounts match in all.
 */
export async function listUsers(
  trx: Transaction<Database>,
  actor: Actor,
  query: UserListQuery,
  now: Date,
): Promise<{ rows: ManagedUserRow[]; total: number }> {
  let users = scopedUsers(trx, actor);
  if (query.search) {
    const pattern = likePattern(query.search);
    users = users.where((eb) =>
      eb.or([
        eb('users.first_name', 'ilike', pattern),
        eb('users.last_name', 'ilike', pattern),
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  if (query.role) users = users.where('users.role', '=', query.role);
  if (query.status === 'active')
    users = users.where('users.is_active', '=', true).where('users.status', '=', 'active');
  if (query.status === 'inactive') users = users.where('users.is_active', '=', false);
  if (query.status === 'pending') users = users.where('users.status', '=', 'pending');
  if (query.status === 'locked') users = users.where('users.locked_until', '>', now);
  const { limit, offset } = pageWindow(query);
  const rows = await users
    .select(MANAGED_USER_COLUMNS)
    .orderBy(sql`users.status = 'pending'`, 'desc')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await users.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return { rows, total: count };
}

/** One account the actor manages, or undefined for an account that does not exist or is out of their scope. */
export function findUser(
  trx: Transaction<Database>,
  actor: Actor,
  userId: string,
): Promise<ManagedUserRow | undefined> {
  return scopedUsers(trx, actor)
    .select(MANAGED_USER_COLUMNS)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
