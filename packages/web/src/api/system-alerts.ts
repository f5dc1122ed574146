import { API_PATHS, systemAlertListResponseSchema } from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { withQuery } from './query-string.ts';

/** First element of every system-alert query key; resolving an alert refreshes them all. */
export const SYSTEM_ALERTS_QUERY_KEY = 'system-alerts';

/** System alerts, newest first, and how many are unresolved in all. */
export type SystemAlertList = ReturnType<typeof systemAlertListResponseSchema.parse>;

/** Which alerts to list: only unresolved ones, only resolved ones, or all. */
export type SystemAlertStatus = 'unresolved' | 'resolved' | 'all';

const RESOLVED_PARAMETER: Record<SystemAlertStatus, 'true' | 'false' | undefined> = {
  unresolved: 'false',
  resolved: 'true',
  all: undefined,
};

/** Loads system alerts with the given status, newest first, at most `limit` of them. */
export async function fetchSystemAlerts(
  status: SystemAlertStatus,
  limit: number,
  signal?: AbortSignal,
): Promise<SystemAlertList> {
  return requestJson(
    withQuery(API_PATHS.systemAlerts, { resolved: RESOLVED_PARAMETER[status], limit }),
    systemAlertListResponseSchema,
    { signal },
  );
}

/** Marks a system alert resolved. */
export async function resolveSystemAlert(alertId: string): Promise<void> {
  await requestWithoutBody(API_PATHS.resolveSystemAlert(alertId), { method: 'POST' });
}
