import { MESSAGES } from '@carenest/core';
import { createTotpSecret } from '../auth/index.ts';
import { conflict } from '../lib/http-error.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * Starts an authenticator enrolment: a new TOTP secret is kept (not yet enabled) and answered with its
 * otpauth URI. 409 when MFA is already on.
 */
export async function startMfaSetup(scope: CommandScope): Promise<{ secret: string; uri: string }> {
  const { trx, actor } = scope;
  const user = await trx
    .selectFrom('users')
    .select(['email', 'mfa_enabled'])
    .where('id', '=', actor.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (user.mfa_enabled) throw conflict(MESSAGES.mfaAlreadyEnabled);
  const { secret, uri } = createTotpSecret(user.email);
  await trx
    .updateTable('users')
    .set({ mfa_secret: secret, mfa_last_step: null })
    .where('id', '=', actor.userId)
    .execute();
  return { secret, uri };
}
