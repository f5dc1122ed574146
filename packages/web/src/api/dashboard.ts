import { API_PATHS, dashboardResponseSchema, type DashboardResponse } from '@carenest/core';
import { requestJson } from './client.ts';

/** Loads the signed-in user's dashboard: stat cards, recent activity and tasks. */
export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return requestJson(API_PATHS.dashboard, dashboardResponseSchema, { signal });
}
