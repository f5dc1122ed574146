import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  securityEventListResponseSchema,
  securityReportSchema,
  type SecurityEventType,
  type SecurityReport,
  type Severity,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { dashboardKeys, securityKeys, systemAlertKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** One page of security events. */
export type SecurityEventPage = ReturnType<typeof securityEventListResponseSchema.parse>;

/** One security event. */
export type SecurityEvent = SecurityEventPage['items'][number];

export type { SecurityReport };

/** The security screen's filters; empty strings mean "any". `from` and `to` are ISO date-times. */
export interface SecurityEventFilters {
  type: SecurityEventType | '';
  severity: Severity | '';
  resolved: 'true' | 'false' | '';
  from: string;
  to: string;
}

/** Loads one page of security events, newest first, matching the filters. */
export async function fetchSecurityEvents(
  filters: SecurityEventFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SecurityEventPage> {
  return requestJson(
    withQuery(API_PATHS.securityEvents, { ...filters, page, pageSize }),
    securityEventListResponseSchema,
    { signal },
  );
}

/** Loads the security report of the administrator's scope. */
export async function fetchSecurityReport(signal?: AbortSignal): Promise<SecurityReport> {
  return requestJson(API_PATHS.securityReport, securityReportSchema, { signal });
}

/** Marks a security event resolved. */
export async function resolveSecurityEvent(eventId: string): Promise<void> {
  await requestWithoutBody(API_PATHS.resolveSecurityEvent(eventId), { method: 'POST' });
}

/** One page of security events; the previous page stays on screen while the next one loads. */
export function useSecurityEvents(filters: SecurityEventFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: securityKeys.events(filters, page, pageSize),
    queryFn: ({ signal }) => fetchSecurityEvents(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** The security report. */
export function useSecurityReport() {
  return useQuery({ queryKey: securityKeys.report(), queryFn: ({ signal }) => fetchSecurityReport(signal) });
}

/** Resolve on a security event: the events, the report, the alerts it raised and the dashboard re-read. */
export function useResolveSecurityEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSecurityEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.all }),
        queryClient.invalidateQueries({ queryKey: systemAlertKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
