import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccessRoute, type AppRoute } from '@carenest/core';
import { useSignedInUser } from './use-auth.ts';

/** Guard of one screen of the route table: a user whose role is not allowed goes to /unauthorized. */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useSignedInUser();
  if (!canAccessRoute(user.role, route)) return <Navigate to="/unauthorized" replace />;
  return children;
}
