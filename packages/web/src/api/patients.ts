import {
  API_PATHS,
  patientDetailResponseSchema,
  patientListResponseSchema,
  type PatientDetail,
  type PatientListQuery,
  type PatientListResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';

/** Loads one page of the patients the user may see, filtered and searched on the server. */
export async function fetchPatientList(
  query: PatientListQuery,
  signal?: AbortSignal,
): Promise<PatientListResponse> {
  const parameters = new URLSearchParams({
    filter: query.filter,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) parameters.set('search', query.search);
  return requestJson(`${API_PATHS.patients}?${parameters.toString()}`, patientListResponseSchema, { signal });
}

/** Loads one patient's whole record for the chart. */
export async function fetchPatient(patientId: string, signal?: AbortSignal): Promise<PatientDetail> {
  const { patient } = await requestJson(API_PATHS.patient(patientId), patientDetailResponseSchema, {
    signal,
  });
  return patient;
}
