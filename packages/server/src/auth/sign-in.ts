import { ERROR_CODES, LIMITS, MESSAGES, isSignInRoleAccepted, type SignInInput } from '@carenest/core';
import { HttpError } from '../lib/http-error.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { createMfaChallenge } from './mfa-challenge.ts';
import { verifyPassword } from './password.ts';
import { countRecentFailuresFromIp, recordFailedSignIn } from './record-failed-sign-in.ts';
import { startSession, type StartedSession } from './start-session.ts';
import type { VisitorScope } from './visitor-scope.ts';
import { DEMO_EMAIL_DOMAIN } from '../seed/index.ts';

/** Whether an address is one of the demo accounts', which sign in on a demo install only. */
function isDemoAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}

/** A sign-in either opens a session, or, for an MFA account, asks for the code first. */
export type SignInOutcome = ({ kind: 'session' } & StartedSession) | { kind: 'mfa'; challengeToken: string };

/** 429 for an IP that failed too often: it is throttled for the rest of the window. */
function throttled(): HttpError {
  return new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests);
}

/**
 * Signs a user in: email, password (argon2id) and the chosen role card must match an active, unlocked
 * account; a demo account only on a demo install (ARCHITECTURE.md, "First-run setup"). Unknown email, wrong
 * password, wrong card, locked account and a demo account elsewhere all cost one password check and answer the
 * same message. The password check runs outside any transaction (PGlite has one connection).
 */
export async function signIn(scope: VisitorScope & { input: SignInInput }): Promise<SignInOutcome> {
  const { db, input, audit: context, now } = scope;
  if ((await countRecentFailuresFromIp(db, context.ipAddress, now)) >= LIMITS.suspiciousIpThreshold)
    throw throttled();
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash', 'is_active', 'locked_until', 'facility_id', 'mfa_enabled'])
    .select((eb) => eb.selectFrom('installation').select('is_demo').as('isDemoInstall'))
    .where(({ fn }) => fn('lower', ['email']), '=', input.email.toLowerCase())
    .executeTakeFirst();
  const isPasswordRight = await verifyPassword(user?.password_hash, input.password);
  const isLocked = user?.locked_until ? user.locked_until > now : false;
  const isAccepted =
    user !== undefined &&
    isPasswordRight &&
    user.is_active &&
    !isLocked &&
    isSignInRoleAccepted(input.role, user.role) &&
    (user.isDemoInstall === true || !isDemoAccountEmail(input.email));

  return db
    .transaction()
    .execute(async (trx) => {
      await recordSecurityEvent(trx, {
        type: 'login_attempt',
        severity: 'low',
        userId: user?.id ?? null,
        facilityId: user?.facility_id ?? null,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        details: { chosenRole: input.role },
      });
      if (!user || !isAccepted) {
        const account = user && { id: user.id, role: user.role, facilityId: user.facility_id, isLocked };
        await recordFailedSignIn(trx, account, context, { chosenRole: input.role, stage: 'password' }, now);
        return { kind: 'failed' as const };
      }
      if (user.mfa_enabled) {
        return { kind: 'mfa' as const, challengeToken: await createMfaChallenge(trx, user.id, now) };
      }
      return { kind: 'session' as const, ...(await startSession(trx, user, context, now)) };
    })
    .then((outcome) => {
      if (outcome.kind === 'failed')
        throw new HttpError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
      return outcome;
    });
}
