import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { IdleSignOut } from '../app/lazy-pages.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { HipaaGate } from '../pages/hipaa/HipaaGate.tsx';
import type { SignInRedirectState } from './origin.ts';
import { useAuth } from './use-auth.ts';

/**
 * Guard of the signed-in area: a spinner while the session loads, then either /login with the origin
 * remembered (not after an explicit sign-out), or the screens behind the HIPAA compliance gate, with
 * the automatic logoff watching for inactivity (on the compliance screen too).
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
  return (
    <>
      <Suspense fallback={null}>
        <IdleSignOut />
      </Suspense>
      <HipaaGate>
        <Outlet />
      </HipaaGate>
    </>
  );
}
