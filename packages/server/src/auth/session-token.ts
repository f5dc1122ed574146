import { createHash, randomBytes } from 'node:crypto';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'carenest_session';

/** A new opaque session token: 256 random bits, base64url. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
