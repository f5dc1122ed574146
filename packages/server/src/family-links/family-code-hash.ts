import { createHash, randomInt } from 'node:crypto';
import { FAMILY_CODES } from '@carenest/core';

/** The SHA-256 of a normalized family code, the only form the database keeps. */
export function hashFamilyCode(normalizedCode: string): string {
  return createHash('sha256').update(normalizedCode).digest('hex');
}

/** A new family code: 8 characters drawn uniformly from the alphabet by the system's CSPRNG. */
export function generateFamilyCode(): string {
  let code = '';
  for (let index = 0; index < FAMILY_CODES.length; index += 1)
    code += FAMILY_CODES.alphabet[randomInt(FAMILY_CODES.alphabet.length)];
  return code;
}
