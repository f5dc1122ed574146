import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  incidentListResponseSchema,
  incidentResponseSchema,
  incidentStaffOptionsResponseSchema,
  type CloseIncidentInput,
  type IncidentStatus,
  type ReportIncidentInput,
  type ReviewIncidentInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { incidentKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** Which reports a list asks for: one child's or all the user sees, by status, one page. */
export interface IncidentListRequest {
  patientId?: string;
  status?: IncidentStatus;
  page: number;
  pageSize: number;
}

/** A page of the incident reports the user sees: of one child, or all, by status. */
export function useIncidents(query: IncidentListRequest) {
  return useQuery({
    queryKey: incidentKeys.list(query),
    queryFn: ({ signal }) =>
      requestJson(
        withQuery(API_PATHS.incidents, {
          patientId: query.patientId,
          status: query.status,
          page: query.page,
          pageSize: query.pageSize,
        }),
        incidentListResponseSchema,
        { signal },
      ),
  });
}

/** The facility's staff a report may name, loaded while `isEnabled` (the report dialog is open). */
export function useIncidentStaff(isEnabled: boolean) {
  return useQuery({
    queryKey: incidentKeys.staff(),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.incidentStaff, incidentStaffOptionsResponseSchema, { signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

/** An incident write that refreshes every incident list. */
function useIncidentWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.lists() }),
  });
}

/** A nurse or an administrator reports an incident. */
export function useReportIncident() {
  return useIncidentWrite((input: ReportIncidentInput) =>
    requestJson(API_PATHS.incidents, incidentResponseSchema, { method: 'POST', body: input }),
  );
}

/** An administrator reviews a report. */
export function useReviewIncident() {
  return useIncidentWrite(({ incidentId, input }: { incidentId: string; input: ReviewIncidentInput }) =>
    requestJson(API_PATHS.incidentReview(incidentId), incidentResponseSchema, {
      method: 'POST',
      body: input,
    }),
  );
}

/** An administrator closes a report with its corrective action. */
export function useCloseIncident() {
  return useIncidentWrite(({ incidentId, input }: { incidentId: string; input: CloseIncidentInput }) =>
    requestJson(API_PATHS.incidentClose(incidentId), incidentResponseSchema, { method: 'POST', body: input }),
  );
}
