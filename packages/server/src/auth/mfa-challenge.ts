import { ERROR_CODES, MESSAGES } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { verifySecondFactor } from './mfa-codes.ts';
import { recordFailedSignIn } from './record-failed-sign-in.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import { startSession, type StartedSession } from './start-session.ts';
import type { VisitorScope } from './visitor-scope.ts';

/** How long the code may take after the password, and how many wrong codes a challenge takes. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

/** Opens the second step of an MFA sign-in; the token stands for "password already checked". */
export async function createMfaChallenge(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<string> {
  const token = createSessionToken();
  await trx
    .insertInto('mfa_challenges')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** 401 "Invalid MFA code". */
function invalidCode(): HttpError {
  return new HttpError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidMfaCode);
}

/**
 * Finishes an MFA sign-in with a TOTP code (never one already used) or an unused recovery code.
 * A wrong code is a failed sign-in like a wrong password: it counts toward the account lock.
 */
export async function completeMfaSignIn(
  scope: VisitorScope & { challengeToken: string; code: string },
): Promise<StartedSession> {
  const { db, challengeToken, code, audit: context, now } = scope;
  const outcome = await db.transaction().execute(async (trx) => {
    const challenge = await trx
      .selectFrom('mfa_challenges')
      .innerJoin('users', 'users.id', 'mfa_challenges.user_id')
      .select([
        'mfa_challenges.id',
        'mfa_challenges.failed_attempts',
        'users.id as userId',
        'users.role',
        'users.facility_id as facilityId',
        'users.mfa_secret as secret',
        'users.mfa_last_step as lastStep',
        'users.locked_until as lockedUntil',
        'users.is_active as isActive',
      ])
      .where('mfa_challenges.token_hash', '=', hashSessionToken(challengeToken))
      .where('mfa_challenges.used_at', 'is', null)
      .where('mfa_challenges.expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst();
    if (
      !challenge ||
      !challenge.secret ||
      !challenge.isActive ||
      (challenge.lockedUntil && challenge.lockedUntil > now)
    ) {
      return { kind: 'invalid' as const };
    }
    const isAccepted = await verifySecondFactor(
      trx,
      challenge.userId,
      challenge.secret,
      challenge.lastStep,
      code,
    );
    if (!isAccepted) {
      await trx
        .updateTable('mfa_challenges')
        .set({
          failed_attempts: challenge.failed_attempts + 1,
          used_at: challenge.failed_attempts + 1 >= CHALLENGE_ATTEMPTS ? now : null,
        })
        .where('id', '=', challenge.id)
        .execute();
      const account = {
        id: challenge.userId,
        role: challenge.role,
        facilityId: challenge.facilityId,
        isLocked: false,
      };
      await recordFailedSignIn(trx, account, context, { stage: 'mfa' }, now);
      return { kind: 'invalid' as const };
    }
    await trx.updateTable('mfa_challenges').set({ used_at: now }).where('id', '=', challenge.id).execute();
    return {
      kind: 'session' as const,
      session: await startSession(trx, { id: challenge.userId, role: challenge.role }, context, now),
    };
  });
  if (outcome.kind === 'invalid') throw invalidCode();
  return outcome.session;
}
