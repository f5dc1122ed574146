import type { QueryClient } from '@tanstack/react-query';
import { isPublicScreenPath } from '@carenest/core';
import { dashboardQueryOptions } from '../api/dashboard.ts';
import { hipaaStatusQueryOptions } from '../api/hipaa.ts';
import { sessionQueryOptions } from '../auth/session-query.ts';
import { AppLayout, DashboardPage, IdleSignOut } from './lazy-pages.ts';

/** Addresses that show the dashboard (the root redirects there). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/**
 * Starts, at once and side by side, what the first signed-in screen would otherwise ask for one after another
 * (ARCHITECTURE.md, "Serving the web app"): the session, the HIPAA status the gate waits for, the chunks of the
 * layout and the automatic logoff and, on the dashboard, its chunk and its data. The screens then find them in
 * the query cache and the module cache. Nothing is fetched on a public screen; a visitor who is not signed in
 * elsewhere gets 401s here, which sign them out as any 401 does.
 *
 * Settles once the session, the HIPAA status and the chunks have, whether they loaded or failed (the screens show
 * a failure as they would without this), so the first render can draw the signed-in screen in one pass. It does
 * not wait for the dashboard's data: the dashboard shows its skeletons until that arrives.
 */
export function prefetchLandingScreen(queryClient: QueryClient, path: string): Promise<unknown> {
  if (isPublicScreenPath(path)) return Promise.resolve();
  const firstScreen: Promise<unknown>[] = [
    queryClient.prefetchQuery(sessionQueryOptions),
    queryClient.prefetchQuery(hipaaStatusQueryOptions),
    AppLayout.preload(),
    IdleSignOut.preload(),
  ];
  if (DASHBOARD_PATHS.has(path)) {
    void queryClient.prefetchQuery(dashboardQueryOptions);
    firstScreen.push(DashboardPage.preload());
  }
  return Promise.allSettled(firstScreen);
}
