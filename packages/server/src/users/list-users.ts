import type { ManagedUser, UserListQuery } from '@carenest/core';
import { sql, type Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { MANAGED_USER_COLUMNS, presentManagedUser, scopedUsers } from './scoped-users.ts';

/** Escapes LIKE wildcards so a search for "o_brien" finds only that text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The accounts an actor manages, searched by name or email and filtered by role and status;
 * accounts waiting for approval first, then by last and first name.
 */
export async function listUsers(
  db: Kysely<Database>,
  actor: Actor,
  query: UserListQuery,
  now: Date,
): Promise<ManagedUser[]> {
  let users = scopedUsers(db, actor).select(MANAGED_USER_COLUMNS);
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
  const rows = await users
    .orderBy(sql`users.status = 'pending'`, 'desc')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
  return rows.map((row) => presentManagedUser(row, now));
}

/** One account the actor manages; 404 for an account that does not exist or is out of their scope. */
export async function findUser(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<ManagedUser> {
  const row = await scopedUsers(db, actor)
    .select(MANAGED_USER_COLUMNS)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return presentManagedUser(row, now);
}
