import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  patientDetailResponseSchema,
  patientListResponseSchema,
  type PatientDetail,
  type PatientListQuery,
  type PatientListResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { createPageCursors } from './page-cursors.ts';
import { patientKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** Where each patient list page read so far says its next page starts. */
const pageCursors = createPageCursors();

/** Loads one page of the patients the user may see, filtered and searched on the server. */
export async function fetchPatientList(
  query: PatientListQuery,
  signal?: AbortSignal,
): Promise<PatientListResponse> {
  const { filter, page, pageSize, search } = query;
  const list = [filter, search ?? '', pageSize];
  const after = pageCursors.leadingTo(list, page);
  const answer = await requestJson(
    withQuery(API_PATHS.patients, { filter, page, pageSize, search, after }),
    patientListResponseSchema,
    { signal },
  );
  pageCursors.remember(list, page, answer.nextCursor);
  return answer;
}

/** Loads one patient's whole record for the chart. */
export async function fetchPatient(patientId: string, signal?: AbortSignal): Promise<PatientDetail> {
  const { patient } = await requestJson(API_PATHS.patient(patientId), patientDetailResponseSchema, {
    signal,
  });
  return patient;
}

/** One page of the patient list; the previous page stays on screen while the next one loads. */
export function usePatientList(query: PatientListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: patientKeys.list(query),
    queryFn: ({ signal }) => fetchPatientList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One patient's chart. */
export function usePatient(patientId: string) {
  return useQuery({
    queryKey: patientKeys.detail(patientId),
    queryFn: ({ signal }) => fetchPatient(patientId, signal),
  });
}
