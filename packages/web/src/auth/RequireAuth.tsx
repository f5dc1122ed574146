import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import type { SignInRedirectState } from './origin.ts';
import { useAuth } from './use-auth.ts';

/**
 * Guard of the signed-in layout: a spinner while the session loads, then either the screens or
 * /login with the origin remembered (not after an explicit sign-out).
 */
export function RequireAuth() {
  const { user, isLoading, hasSignedOut } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageLoader label="Checking your session" />;
  if (!user) {
    const state: SignInRedirectState | undefined = hasSignedOut
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
