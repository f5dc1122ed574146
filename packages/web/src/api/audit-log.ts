import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  auditLogResponseSchema,
  auditVerificationSchema,
  type AuditVerification,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { createPageCursors } from './page-cursors.ts';
import { auditLogKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** One page of the audit log. */
export type AuditLogPage = ReturnType<typeof auditLogResponseSchema.parse>;

/** One audit row as administrators see it. */
export type AuditLogEntry = AuditLogPage['items'][number];

/** The audit log's filters; `from` and `to` are ISO date-times, empty strings mean "any". */
export interface AuditLogFilters {
  user: string;
  action: string;
  resourceType: string;
  from: string;
  to: string;
}

/** The path of the CSV export of every audit row matching the filters (the server names the file). */
export function auditLogCsvPath(filters: AuditLogFilters): string {
  return withQuery(API_PATHS.auditLogsCsv, { ...filters });
}

/** Where each audit log page read so far says its next page starts. */
const pageCursors = createPageCursors();

/** Loads one page of the audit log, newest first, matching the filters. */
export async function fetchAuditLog(
  filters: AuditLogFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  const list = [filters, pageSize];
  const after = pageCursors.leadingTo(list, page);
  const answer = await requestJson(
    withQuery(API_PATHS.auditLogs, { ...filters, page, pageSize, after }),
    auditLogResponseSchema,
    { signal },
  );
  pageCursors.remember(list, page, answer.nextCursor);
  return answer;
}

/** Walks the audit hash chain on the server and answers whether it is intact. */
export async function verifyAuditChain(): Promise<AuditVerification> {
  return requestJson(API_PATHS.auditLogsVerify, auditVerificationSchema);
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filters: AuditLogFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: auditLogKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) => fetchAuditLog(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Verify chain button: walks the chain on the server when pressed. */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
