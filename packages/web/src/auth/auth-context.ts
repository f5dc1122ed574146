import { createContext } from 'react';
import type { RegistrationInput, SessionUser, SignInInput } from '@carenest/core';
import type { MfaSignInInput } from '../api/auth.ts';

/** What the first sign-in step led to: a session, or the request for an MFA code. */
export type SignInOutcome =
  { status: 'signedIn'; user: SessionUser } | { status: 'mfaRequired'; challengeToken: string };

/** The auth state shared with every screen (the spec's auth state, kept on the server). */
export interface AuthState {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** True while the session is being restored from the cookie. */
  isLoading: boolean;
  /** True after the user signed out in this tab, so the sign-in screen does not remember an origin. */
  hasSignedOut: boolean;
  /** Signs in with a password; resolves with the session or an MFA challenge, or rejects with an `ApiError`. */
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  /** Completes an MFA sign-in with a TOTP or recovery code; rejects with an `ApiError`. */
  verifyMfa: (input: MfaSignInInput) => Promise<SessionUser>;
  /**
   * Registers and answers the new session's user; null when the server signed nobody in (the email was
   * already registered, which the answer itself never tells). Rejects with an `ApiError`.
   */
  register: (input: RegistrationInput) => Promise<SessionUser | null>;
  /** Signs out on the server and forgets every cached record. */
  signOut: () => Promise<void>;
  /** Forgets the session and every cached record after the server already ended it (HIPAA decline). */
  forgetSession: () => void;
}

/** Context holding the auth state; read it through `useAuth`. */
export const AuthContext = createContext<AuthState | null>(null);
