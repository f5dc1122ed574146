import { LIMITS, MESSAGES, ERROR_CODES, isSignInRoleAccepted, type SignInInput } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { AuditContext } from '../audit/append-audit.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { verifyPassword } from './password.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';

/** A successful sign-in: the new session's token (for the cookie) and ids. */
export interface SignInResult {
  token: string;
  userId: string;
  sessionId: string;
}

/**
 * Signs a user in: email, password (argon2id) and the chosen role card must all match an active account.
 * Every failure gives the same message. The password check runs outside any transaction (PGlite has one
 * connection); the session and the audit row are written together.
 */
export async function signIn(
  db: Kysely<Database>,
  input: SignInInput,
  context: AuditContext,
  now: Date = new Date(),
): Promise<SignInResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash', 'is_active'])
    .where(({ fn }) => fn('lower', ['email']), '=', input.email.toLowerCase())
    .executeTakeFirst();
  const isPasswordRight = await verifyPassword(user?.password_hash, input.password);
  const isAccepted =
    user !== undefined && isPasswordRight && user.is_active && isSignInRoleAccepted(input.role, user.role);

  if (!user || !isAccepted) {
    await db.transaction().execute((trx) =>
      appendAudit(
        trx,
        { ...context, userId: user?.id ?? null, userRole: user?.role ?? null },
        {
          action: 'LOGIN',
          resourceType: 'SESSION',
          newValues: { chosenRole: input.role },
          success: false,
          errorMessage: MESSAGES.invalidCredentials,
        },
      ),
    );
    throw new HttpError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
  }

  const token = createSessionToken();
  const session = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('sessions')
      .values({
        token_hash: hashSessionToken(token),
        user_id: user.id,
        ip_address: context.ipAddress ?? 'unknown',
        user_agent: context.userAgent ?? 'unknown',
        last_seen_at: now,
        expires_at: new Date(now.getTime() + LIMITS.sessionAbsoluteHours * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ last_login: now }).where('id', '=', user.id).execute();
    await appendAudit(
      trx,
      { ...context, userId: user.id, userRole: user.role, sessionId: created.id },
      { action: 'LOGIN', resourceType: 'SESSION', resourceId: created.id },
    );
    return created;
  });
  return { token, userId: user.id, sessionId: session.id };
}
