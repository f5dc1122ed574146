import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Full names of users by id. */
export type UserNames = ReadonlyMap<string, string>;

/** Loads the full names ("First Last") of the given users in one query. */
export async function loadUserNames(
  db: Kysely<Database> | Transaction<Database>,
  userIds: Iterable<string>,
): Promise<UserNames> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`]));
}

/** A person reference ({ id, name }) of the core schemas, named from loaded user names. */
export function personOf(names: UserNames, userId: string): { id: string; name: string } {
  return { id: userId, name: names.get(userId) ?? 'Unknown user' };
}
