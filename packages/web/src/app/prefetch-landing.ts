import type { QueryClient } from '@tanstack/react-query';
import { isPublicScreenPath } from '@carenest/core';
import { demoAccountsQueryOptions } from '../api/auth.ts';
import { dashboardQueryOptions } from '../api/dashboard.ts';
import { hipaaStatusQueryOptions } from '../api/hipaa.ts';
import { installationStatusQueryOptions } from '../api/setup.ts';
import { sessionQueryOptions } from '../auth/session-query.ts';
import { AppLayout, DashboardPage, IdleSignOut } from './lazy-pages.ts';

/** The sign-in screen's address. */
const SIGN_IN_PATH = '/login';

/** Addresses that show the dashboard (the root redirects there). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/**
 * Starts, at once and side by side, what the first screen would otherwise ask for one after another
 * (ARCHITECTURE.md, "Serving the web app"): the session and the install's state (set up, demo) everywhere; on the sign-in screen, its Demo Access accounts;
 * on a signed-in screen, the HIPAA status the gate waits for, the chunks of the layout and the automatic logoff and,
 * on the dashboard, its chunk and its data. The screens then find them in the query cache and the module cache.
 * The session answers a visitor `{user: null}`, not an error, so asking for it on a public screen signs nobody out.
 *
 * Settles once what the first screen draws has, whether it loaded or failed (the screens show a failure as they
 * would without this), so the first render draws the screen in one pass: a query's answer arriving after it would
 * redraw the screen again at once, in one long task. It does not wait for the dashboard's data: the dashboard
 * shows its skeletons until that arrives.
 */
export function prefetchLandingScreen(queryClient: QueryClient, path: string): Promise<unknown> {
  const firstScreen: Promise<unknown>[] = [
    queryClient.prefetchQuery(sessionQueryOptions),
    queryClient.prefetchQuery(installationStatusQueryOptions),
  ];
  if (path === SIGN_IN_PATH) firstScreen.push(queryClient.prefetchQuery(demoAccountsQueryOptions));
  if (!isPublicScreenPath(path)) {
    firstScreen.push(
      queryClient.prefetchQuery(hipaaStatusQueryOptions),
      AppLayout.preload(),
      IdleSignOut.preload(),
    );
    if (DASHBOARD_PATHS.has(path)) {
      void queryClient.prefetchQuery(dashboardQueryOptions);
      firstScreen.push(DashboardPage.preload());
    }
  }
  return Promise.allSettled(firstScreen);
}
