import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  vitalSignsListResponseSchema,
  vitalSignsRecordResponseSchema,
  vitalSignsTrendResponseSchema,
  type RecordVitalSignsInput,
  type VitalExportFormat,
  type VitalPeriod,
  type VitalSignsListQuery,
  type VitalSignsListResponse,
  type VitalSignsRecordResponse,
  type VitalSignsTrendResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, notificationKeys, vitalSignsKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The list's filters and page as query parameters. */
function listParameters(query: Partial<VitalSignsListQuery>) {
  return {
    search: query.search,
    patientId: query.patientId,
    period: query.period,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Loads one page of the readings the user may see, filtered on the server, newest first. */
export async function fetchVitalSigns(
  query: Partial<VitalSignsListQuery>,
  signal?: AbortSignal,
): Promise<VitalSignsListResponse> {
  return requestJson(withQuery(API_PATHS.vitalSigns, listParameters(query)), vitalSignsListResponseSchema, {
    signal,
  });
}

/** Records vital signs; the server adds the author, the time and the alerts. */
export async function recordVitalSigns(input: RecordVitalSignsInput): Promise<VitalSignsRecordResponse> {
  return requestJson(API_PATHS.vitalSigns, vitalSignsRecordResponseSchema, { method: 'POST', body: input });
}

/** Loads a patient's readings over a period, oldest first, for the trend charts. */
export async function fetchVitalSignsTrend(
  patientId: string,
  period: VitalPeriod,
  signal?: AbortSignal,
): Promise<VitalSignsTrendResponse> {
  return requestJson(
    withQuery(API_PATHS.vitalSignsTrend, { patientId, period }),
    vitalSignsTrendResponseSchema,
    {
      signal,
    },
  );
}

/** The download address of the filtered list in one format. */
export function vitalSignsExportPath(query: Partial<VitalSignsListQuery>, format: VitalExportFormat): string {
  const { search, patientId, period } = listParameters(query);
  return withQuery(API_PATHS.vitalSignsExport, { search, patientId, period, format });
}

/** The download address of one reading in one format. */
export function vitalSignsRecordExportPath(vitalSignsId: string, format: VitalExportFormat): string {
  return withQuery(API_PATHS.vitalSignsRecordExport(vitalSignsId), { format });
}

/** One page of the readings list; the previous page stays shown while the next loads. */
export function useVitalSigns(query: Partial<VitalSignsListQuery>) {
  return useQuery({
    queryKey: vitalSignsKeys.list(query),
    queryFn: ({ signal }) => fetchVitalSigns(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A patient's readings over a period, for the trend charts. */
export function useVitalSignsTrend(patientId: string, period: VitalPeriod) {
  return useQuery({
    queryKey: vitalSignsKeys.trend(patientId, period),
    queryFn: ({ signal }) => fetchVitalSignsTrend(patientId, period, signal),
  });
}

/**
 * Record Vital Signs. A reading changes the lists and trends, may notify the user (an alert), and counts
 * on the dashboard (alerts today, recent activity): all three are read again.
 */
export function useRecordVitalSigns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVitalSigns,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vitalSignsKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
