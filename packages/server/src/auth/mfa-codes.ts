import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Database } from '../db/schema.ts';

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A new TOTP secret (base32) and its otpauth:// URI for authenticator apps. */
export function createTotpSecret(email: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: 'CareNest', label: email, secret }) };
}

/**
 * The time step a TOTP code is valid for (RFC 6238, 30 s steps, one step of clock drift either side),
 * refusing every step at or before `lastStep` so a code can never be used twice; null when invalid.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: 30,
    afterTimeStep: lastStep ?? undefined,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten new recovery codes (shown once) and their hashes (stored). */
export function createRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString('hex').toUpperCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** SHA-256 of a recovery code, case and dashes ignored. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replaceAll('-', '').toUpperCase()).digest('hex');
}

/**
 * Accepts a TOTP code (recording its step, so it cannot be replayed) or an unused recovery code
 * (marking it used). Answers whether the second factor was proven.
 */
export async function verifySecondFactor(
  trx: Transaction<Database>,
  userId: string,
  secret: string,
  lastStep: string | null,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim();
  const step = verifyTotp(secret, trimmed, lastStep === null ? null : Number(lastStep));
  if (step !== null) {
    await trx.updateTable('users').set({ mfa_last_step: step }).where('id', '=', userId).execute();
    return true;
  }
  const used = await trx
    .updateTable('mfa_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(trimmed))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
