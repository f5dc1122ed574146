import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpenRoute, type GuardedRoute } from './extra-route-access.ts';
import { useSignedInUser } from './use-auth.ts';

/** Guard of one screen of the route table: a user whose role is not allowed goes to /unauthorized. */
export function RequireRole({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const user = useSignedInUser();
  if (!canOpenRoute(user.role, route)) return <Navigate to="/unauthorized" replace />;
  return children;
}
