import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  eodReportDetailSchema,
  eodReportListResponseSchema,
  eodStatusResponseSchema,
  generateEodReportResponseSchema,
  type GenerateEodReportInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { downloadFile } from './download.ts';
import { withQuery } from './query-string.ts';

/** Query keys of end-of-day reports: the list, a day's status, each report. */
export const eodReportKeys = {
  all: ['eod-reports'] as const,
  list: () => [...eodReportKeys.all, 'list'] as const,
  status: (date: string) => [...eodReportKeys.all, 'status', date] as const,
  detail: (reportId: string) => [...eodReportKeys.all, 'detail', reportId] as const,
};

/** The facility's reports of the last 30 days, while `isEnabled`. */
export function useEodReports(isEnabled: boolean) {
  return useQuery({
    queryKey: eodReportKeys.list(),
    queryFn: ({ signal }) => requestJson(API_PATHS.eodReports, eodReportListResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** The day banner and the scheduler banner of a date; refreshed each minute, as the scheduler checks. */
export function useEodStatus(date: string, isEnabled: boolean) {
  return useQuery({
    queryKey: eodReportKeys.status(date),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.eodReportStatus, { date }), eodStatusResponseSchema, { signal }),
    enabled: isEnabled,
    refetchInterval: 60_000,
  });
}

/** One report opened (verified by the server, an audited read) while `reportId` is set. */
export function useEodReport(reportId: string | null) {
  return useQuery({
    queryKey: eodReportKeys.detail(reportId ?? ''),
    queryFn: ({ signal }) => requestJson(API_PATHS.eodReport(reportId!), eodReportDetailSchema, { signal }),
    enabled: reportId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Generate Report and Force Generate: answers the report and whether it already existed. */
export function useGenerateEodReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateEodReportInput) =>
      requestJson(API_PATHS.eodReports, generateEodReportResponseSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eodReportKeys.all }),
  });
}

/** Downloads a report's PDF or CSV (eod-report-date.format); a report failing verification is refused. */
export function useExportEodReport() {
  return useMutation({
    mutationFn: ({ reportId, format }: { reportId: string; format: 'pdf' | 'csv' }) =>
      downloadFile(withQuery(API_PATHS.eodReportExport(reportId), { format })),
  });
}
