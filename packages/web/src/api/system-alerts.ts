import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, systemAlertListResponseSchema, type SystemAlertList } from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { dashboardKeys, systemAlertKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

export type { SystemAlertList };

/** Which alerts to list: only unresolved ones, only resolved ones, or all. */
export type SystemAlertStatus = 'unresolved' | 'resolved' | 'all';

const RESOLVED_PARAMETER: Record<SystemAlertStatus, 'true' | 'false' | undefined> = {
  unresolved: 'false',
  resolved: 'true',
  all: undefined,
};

/** Loads one page of system alerts with the given status, newest first. */
export async function fetchSystemAlerts(
  status: SystemAlertStatus,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SystemAlertList> {
  return requestJson(
    withQuery(API_PATHS.systemAlerts, { resolved: RESOLVED_PARAMETER[status], page, pageSize }),
    systemAlertListResponseSchema,
    { signal },
  );
}

/** Marks a system alert resolved. */
export async function resolveSystemAlert(alertId: string): Promise<void> {
  await requestWithoutBody(API_PATHS.resolveSystemAlert(alertId), { method: 'POST' });
}

/** One page of system alerts with the given status. */
export function useSystemAlerts(status: SystemAlertStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: systemAlertKeys.list(status, page, pageSize),
    queryFn: ({ signal }) => fetchSystemAlerts(status, page, pageSize, signal),
  });
}

/** Resolve on a system alert: the alert lists and the dashboard's count re-read. */
export function useResolveSystemAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSystemAlert,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemAlertKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
