import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../api/dashboard.ts';
import { hipaaStatusQueryOptions } from '../api/hipaa.ts';
import { sessionQueryOptions } from '../auth/session-query.ts';
import { loadAppLayout, loadDashboardPage } from './lazy-pages.ts';

/** Screens anyone may open: nothing of the signed-in area is fetched for them. */
const PUBLIC_PATHS = new Set(['/login', '/register', '/forgot-password', '/reset-password', '/unauthorized']);

/** Addresses that show the dashboard (the root redirects there). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/**
 * Starts, at once and side by side, what the first signed-in screen would otherwise ask for one after another
 * (ARCHITECTURE.md, "Serving the web app"): the session, the HIPAA status the gate waits for, the layout's
 * chunk and, on the dashboard, its chunk and its data. The screens then find them in the query cache and the
 * module cache. A visitor who is not signed in gets 401s here, which sign them out as any 401 does.
 */
export function prefetchLandingScreen(queryClient: QueryClient, path: string): void {
  if (PUBLIC_PATHS.has(path)) return;
  void queryClient.prefetchQuery(sessionQueryOptions);
  void queryClient.prefetchQuery(hipaaStatusQueryOptions);
  void loadAppLayout();
  if (DASHBOARD_PATHS.has(path)) {
    void queryClient.prefetchQuery(dashboardQueryOptions);
    void loadDashboardPage();
  }
}
