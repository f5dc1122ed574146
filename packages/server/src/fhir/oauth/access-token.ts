import { createHash, randomBytes } from 'node:crypto';

/** A new access token: 256 random bits, base64url. Only its SHA-256 is stored. */
export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an access token. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
