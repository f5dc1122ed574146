import { ERROR_CODES, LIMITS, MESSAGES, type Role } from '@carenest/core';
import { HttpError, badRequest } from '../lib/http-error.ts';
import { verifySecondFactor } from './mfa-codes.ts';
import { verifyPassword } from './password.ts';
import { countRecentFailuresFromIp, recordFailedSignIn } from './record-failed-sign-in.ts';
import type { VisitorScope } from './visitor-scope.ts';

/** What a witness types in the administer dialog: their own email, password and, if they use one, second factor. */
export interface WitnessCredentials {
  email: string;
  password: string;
  mfaCode?: string | undefined;
}

/** The account behind proven witness credentials, for the medication policy's canWitness. */
export interface ProvenWitness {
  userId: string;
  role: Role;
  facilityId: string | null;
  isPending: boolean;
  isActive: boolean;
}

/** 403 with the spec's sign-in sentence under the witness's password. */
function wrongCredentials(message: string): HttpError {
  return new HttpError(403, ERROR_CODES.forbidden, message, { witnessPassword: message });
}

/**
 * Proves a witness's credentials as signing in would, without opening a session: the password (argon2id)
 * is checked outside any transaction (PGlite has one connection), then the second factor of an account that
 * uses one, in a short transaction of its own. The nurse giving the dose cannot be their own witness (400,
 * before any password is checked). Wrong credentials (an unknown email, a wrong password or code, a locked or
 * deactivated account) are booked as a failed sign-in of that account, committed on their own so they count
 * toward its lock and the IP's suspicious-activity rule, and answer 403 with the spec's sentence; an IP that
 * failed too often is throttled (429). Answers the witness's account.
 */
export async function proveWitness(
  scope: VisitorScope & { credentials: WitnessCredentials; administeringUserId: string },
): Promise<ProvenWitness> {
  const { db, audit, now, credentials } = scope;
  if ((await countRecentFailuresFromIp(db, audit.ipAddress, now)) >= LIMITS.suspiciousIpThreshold)
    throw new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests);
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'facility_id',
      'status',
      'password_hash',
      'is_active',
      'locked_until',
      'mfa_enabled',
      'mfa_secret',
      'mfa_last_step',
    ])
    .where(({ fn }) => fn('lower', ['email']), '=', credentials.email.toLowerCase())
    .executeTakeFirst();
  if (user?.id === scope.administeringUserId)
    throw badRequest(MESSAGES.witnessIsAdministeringNurse, {
      witnessEmail: MESSAGES.witnessIsAdministeringNurse,
    });
  const isPasswordRight = await verifyPassword(user?.password_hash, credentials.password);
  const isLocked = user?.locked_until ? user.locked_until > now : false;
  const failure = await db.transaction().execute(async (trx) => {
    let stage: 'password' | 'mfa' | null = null;
    if (!user || !isPasswordRight || !user.is_active || isLocked) stage = 'password';
    else if (user.mfa_enabled) {
      const isProven =
        user.mfa_secret !== null &&
        credentials.mfaCode !== undefined &&
        (await verifySecondFactor(trx, user.id, user.mfa_secret, user.mfa_last_step, credentials.mfaCode));
      if (!isProven) stage = 'mfa';
    }
    if (stage === null) return null;
    const account = user && { id: user.id, role: user.role, facilityId: user.facility_id, isLocked };
    await recordFailedSignIn(trx, account, audit, { stage, purpose: 'witness' }, now);
    return stage;
  });
  if (failure === 'mfa') throw wrongCredentials(MESSAGES.invalidMfaCode);
  if (failure !== null || !user) throw wrongCredentials(MESSAGES.invalidCredentials);
  return {
    userId: user.id,
    role: user.role,
    facilityId: user.facility_id,
    isPending: user.status === 'pending',
    isActive: user.is_active,
  };
}
