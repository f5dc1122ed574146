import { ROUTE_ACCESS, canAccessRoute, type AppRoute, type Role } from '@carenest/core';

/**
 * Administrator screens beyond the spec's route table (kept out of the navigation menu, whose
 * entries the spec fixes), open to the same roles as /system-alerts.
 */
export const EXTRA_ROUTE_ACCESS = {
  '/audit-log': ROUTE_ACCESS['/system-alerts'],
  '/security': ROUTE_ACCESS['/system-alerts'],
} as const satisfies Record<string, readonly Role[]>;

/** A path of an administrator screen beyond the route table. */
export type ExtraRoute = keyof typeof EXTRA_ROUTE_ACCESS;

/** Any guarded signed-in path: one of the route table, or an extra administrator screen. */
export type GuardedRoute = AppRoute | ExtraRoute;

function isExtraRoute(route: GuardedRoute): route is ExtraRoute {
  return Object.hasOwn(EXTRA_ROUTE_ACCESS, route);
}

/** Whether `role` may open the screen at `route` (route table first, then the extra screens). */
export function canOpenRoute(role: Role, route: GuardedRoute): boolean {
  if (isExtraRoute(route)) return (EXTRA_ROUTE_ACCESS[route] as readonly Role[]).includes(role);
  return canAccessRoute(role, route);
}
