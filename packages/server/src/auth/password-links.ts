import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sealText } from '../lib/sealed-text.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

/** How long a reset or setup link works. */
export const PASSWORD_LINK_LIFETIME_MS = 30 * 60_000;

/** The browser path of a link (the web app's /reset-password screen). */
export function passwordLinkPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a one-time password link for a user, replacing any earlier unused one. When no email can carry
 * it, the link is kept encrypted so the user's facility administrator can hand it over.
 */
export async function issuePasswordLink(
  trx: Transaction<Database>,
  userId: string,
  purpose: 'reset' | 'setup',
  options: { encryptionKey: Buffer; isEmailed: boolean; now: Date },
): Promise<string> {
  const token = createSessionToken();
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: options.now, delivery_ciphertext: null })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      purpose,
      delivery_ciphertext: options.isEmailed
        ? null
        : sealText(options.encryptionKey, passwordLinkPath(token)),
      expires_at: new Date(options.now.getTime() + PASSWORD_LINK_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** Takes a live link's token: marks it used and answers its user, or undefined when invalid or expired. */
export async function consumePasswordLink(
  trx: Transaction<Database> | Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const row = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now, delivery_ciphertext: null })
    .where('token_hash', '=', hashSessionToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}
