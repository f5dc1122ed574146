import { use } from 'react';
import type { SessionUser } from '@carenest/core';
import { AuthContext, type AuthState } from './auth-context.ts';

/** Reads the auth state; throws the spec's context-misuse error when used outside `AuthProvider`. */
export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

/** The signed-in user, for screens rendered behind `RequireAuth` (throws if nobody is signed in). */
export function useSignedInUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser must be used behind RequireAuth');
  return user;
}
