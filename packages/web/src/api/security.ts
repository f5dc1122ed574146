import {
  API_PATHS,
  securityEventListResponseSchema,
  securityReportSchema,
  type SecurityEventType,
  type Severity,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { withQuery } from './query-string.ts';

/** One page of security events. */
export type SecurityEventPage = ReturnType<typeof securityEventListResponseSchema.parse>;

/** One security event. */
export type SecurityEvent = SecurityEventPage['items'][number];

/** The security report: totals by type and severity, suspicious IPs and the unresolved count. */
export type SecurityReport = ReturnType<typeof securityReportSchema.parse>;

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
