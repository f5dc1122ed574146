import { LIMITS } from '@carenest/core';

/** sessionStorage key carrying the reason of an automatic sign-out to the sign-in screen. */
const STORAGE_KEY = 'carenest.signOutNotice';

/** The notice shown on the sign-in screen after the HIPAA automatic logoff. */
export const IDLE_SIGN_OUT_NOTICE = `You were signed out after ${LIMITS.sessionIdleMinutes} minutes of inactivity.`;

/** The notice shown on the sign-in screen after the user declined the HIPAA agreement. */
export const HIPAA_DECLINED_NOTICE =
  'You declined the HIPAA agreement and were signed out. You need to sign it to use CareNest.';

/** Why the app signed the user out without them choosing Sign out. */
export type SignOutReason = 'idle' | 'hipaaDeclined';

const NOTICES: Record<SignOutReason, string> = {
  idle: IDLE_SIGN_OUT_NOTICE,
  hipaaDeclined: HIPAA_DECLINED_NOTICE,
};

/**
 * Remembers, for this tab only, why the user is about to be signed out. sessionStorage survives the
 * guards' own redirects to /login, whichever navigation happens first.
 */
export function storeSignOutNotice(reason: SignOutReason): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, reason);
  } catch {
    // Storage can be unavailable; the notice is a courtesy only.
  }
}

/** The notice to show on the sign-in screen, or null. */
export function readSignOutNotice(): string | null {
  try {
    const reason = window.sessionStorage.getItem(STORAGE_KEY);
    return reason !== null && reason in NOTICES ? NOTICES[reason as SignOutReason] : null;
  } catch {
    return null;
  }
}

/** Forgets the notice once the sign-in screen has shown it. */
export function clearSignOutNotice(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See storeSignOutNotice.
  }
}
