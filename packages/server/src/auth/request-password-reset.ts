import { appendAudit } from '../audit/append-audit.ts';
import { issuePasswordLink } from './password-links.ts';
import type { VisitorScope } from './visitor-scope.ts';

/**
 * "Forgot password?": issues a one-time reset link for the active account of `email`, audited as
 * REQUEST_PASSWORD_RESET. Answers where to send the link, or undefined when no active account has the email
 * (the route answers the same either way, so the email's existence is never revealed).
 */
export async function requestPasswordReset(
  scope: VisitorScope & { email: string; encryptionKey: Buffer; isEmailed: boolean },
): Promise<{ email: string; token: string } | undefined> {
  const { db, email, audit, now } = scope;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!user) return undefined;
    const token = await issuePasswordLink(trx, user.id, 'reset', {
      encryptionKey: scope.encryptionKey,
      isEmailed: scope.isEmailed,
      now,
    });
    await appendAudit(
      trx,
      { ...audit, userId: user.id, userRole: user.role },
      { action: 'REQUEST_PASSWORD_RESET', resourceType: 'USER', resourceId: user.id },
    );
    return { email: user.email, token };
  });
}
