import { SIGN_IN_ROLE_CARDS, type SignInRole } from '@carenest/core';

const STORAGE_KEY = 'carenest.rememberedSignIn';

/** What "Remember me" keeps in this browser: the email and role card, never the password. */
export interface RememberedSignIn {
  email: string;
  role: SignInRole;
}

function isSignInRole(value: unknown): value is SignInRole {
  return typeof value === 'string' && (SIGN_IN_ROLE_CARDS as readonly string[]).includes(value);
}

/** Reads the remembered email and role, or null when nothing (valid) is stored. */
export function readRememberedSignIn(): RememberedSignIn | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { email, role } = stored as Record<string, unknown>;
    if (typeof email !== 'string' || !isSignInRole(role)) return null;
    return { email, role };
  } catch {
    return null;
  }
}

/** Keeps the email and role for the next visit, or forgets them when "Remember me" is off. */
export function storeRememberedSignIn(remembered: RememberedSignIn | null): void {
  try {
    if (remembered) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); remembering is a convenience only.
  }
}
