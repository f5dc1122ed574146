import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, dashboardResponseSchema, type DashboardResponse } from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys } from './query-keys.ts';

/** Loads the signed-in user's dashboard: stat cards, recent activity and tasks. */
export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return requestJson(API_PATHS.dashboard, dashboardResponseSchema, { signal });
}

/** The dashboard query: its key and how it loads. */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => fetchDashboard(signal),
});

/** The signed-in user's dashboard (the read is audited). */
export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
