import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../api/dashboard.ts';
import { hipaaStatusQueryOptions } from '../api/hipaa.ts';
import { isPublicPath } from '../auth/origin.ts';
import { sessionQueryOptions } from '../auth/session-query.ts';
import { loadAppLayout, loadDashboardPage } from './lazy-pages.ts';

/** Addresses that show the dashboard (the root redirects there). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/**
 * Starts, at once and side by side, what the first signed-in screen would otherwise ask for one after another
 * (ARCHITECTURE.md, "Serving the web app"): the session, the HIPAA status the gate waits for, the layout's
 * chunk and, on the dashboard, its chunk and its data. The screens then find them in the query cache and the
 * module cache. Nothing is fetched on a public screen; a visitor who is not signed in elsewhere gets 401s here,
 * which sign them out as any 401 does.
 */
export function prefetchLandingScreen(queryClient: QueryClient, path: string): void {
  if (isPublicPath(path)) return;
  void queryClient.prefetchQuery(sessionQueryOptions);
  void queryClient.prefetchQuery(hipaaStatusQueryOptions);
  void loadAppLayout();
  if (DASHBOARD_PATHS.has(path)) {
    void queryClient.prefetchQuery(dashboardQueryOptions);
    void loadDashboardPage();
  }
}
