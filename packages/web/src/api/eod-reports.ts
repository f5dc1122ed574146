import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  eodFacilityListResponseSchema,
  eodReportDetailSchema,
  eodReportListResponseSchema,
  eodStatusResponseSchema,
  generateEodReportResponseSchema,
  type GenerateEodReportInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { eodReportKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The facilities whose reports the user may read (one for an administrator, all for a super_admin). */
export function useEodFacilities(isEnabled: boolean) {
  return useQuery({
    queryKey: eodReportKeys.facilities(),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.eodReportFacilities, eodFacilityListResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** A facility's reports of the last 30 days, once a facility is chosen. */
export function useEodReports(facilityId: string | null) {
  return useQuery({
    queryKey: eodReportKeys.list(facilityId ?? ''),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.eodReports, { facilityId: facilityId! }), eodReportListResponseSchema, {
        signal,
      }),
    enabled: facilityId !== null,
  });
}

/** The day banner and the scheduler banner of a facility's date; refreshed each minute, as the scheduler checks. */
export function useEodStatus(facilityId: string | null, date: string) {
  return useQuery({
    queryKey: eodReportKeys.status(facilityId ?? '', date),
    queryFn: ({ signal }) =>
      requestJson(
        withQuery(API_PATHS.eodReportStatus, { facilityId: facilityId!, date }),
        eodStatusResponseSchema,
        {
          signal,
        },
      ),
    enabled: facilityId !== null,
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
