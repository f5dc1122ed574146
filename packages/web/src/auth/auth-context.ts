import { createContext } from 'react';
import type { SessionUser, SignInInput } from '@carenest/core';

/** The auth state shared with every screen (the spec's auth state, kept on the server). */
export interface AuthState {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** True while the session is being restored from the cookie. */
  isLoading: boolean;
  /** True after the user signed out in this tab, so the sign-in screen does not remember an origin. */
  hasSignedOut: boolean;
  /** Signs in; resolves with the user or rejects with an `ApiError`. */
  signIn: (input: SignInInput) => Promise<SessionUser>;
  /** Signs out on the server and forgets every cached record. */
  signOut: () => Promise<void>;
}

/** Context holding the auth state; read it through `useAuth`. */
export const AuthContext = createContext<AuthState | null>(null);
