import { API_PATHS, dashboardResponseSchema, type DashboardResponse } from '@carenest/core';
import { requestJson } from './client.ts';

/** Query keys of the dashboard; other areas refresh it through these when their changes show on it. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** Loads the signed-in user's dashboard: stat cards, recent activity and tasks. */
export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return requestJson(API_PATHS.dashboard, dashboardResponseSchema, { signal });
}
