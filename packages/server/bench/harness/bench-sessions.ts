import type { Kysely } from 'kysely';
import { createSessionToken, hashSessionToken } from '../../src/auth/session-token.ts';
import type { Database } from '../../src/db/schema.ts';

/**
 * Signs bench users in directly: a HIPAA agreement valid for a day and a session valid for an hour each, as
 * sign-in would leave them. Answers each user's Cookie header, in the order given.
 */
export async function openBenchSessions(
  db: Kysely<Database>,
  users: readonly { id: string; role: Database['users']['role'] }[],
): Promise<string[]> {
  const now = new Date();
  await db
    .insertInto('hipaa_records')
    .values(
      users.map((user) => ({
        user_id: user.id,
        user_role: user.role,
        document_version: '2024.1',
        signed_at: now,
        ip_address: '127.0.0.1',
        user_agent: 'bench',
        digital_signature: 'data:image/png;base64,',
        expires_at: new Date(now.getTime() + 86_400_000),
      })),
    )
    .execute();
  const tokens = users.map(() => createSessionToken());
  await db
    .insertInto('sessions')
    .values(
      users.map((user, index) => ({
        token_hash: hashSessionToken(tokens[index]!),
        user_id: user.id,
        ip_address: '127.0.0.1',
        user_agent: 'bench',
        expires_at: new Date(now.getTime() + 3_600_000),
        last_seen_at: now,
      })),
    )
    .execute();
  return tokens.map((token) => `carenest_session=${token}`);
}
