import { useQuery } from '@tanstack/react-query';
import { API_PATHS, assignedPatientsResponseSchema, type AssignedPatient } from '@carenest/core';
import { requestJson } from './client.ts';
import { assignedPatientKeys } from './query-keys.ts';

/** The caseload of a nurse or therapist and their maximum patient load. */
export interface AssignedPatientsAnswer {
  patients: AssignedPatient[];
  maxPatientLoad: number;
}

/** Loads the patients actively assigned to the signed-in nurse or therapist. */
export async function fetchAssignedPatients(signal?: AbortSignal): Promise<AssignedPatientsAnswer> {
  return requestJson(API_PATHS.assignedPatients, assignedPatientsResponseSchema, { signal });
}

/** The signed-in nurse's or therapist's caseload. */
export function useAssignedPatients() {
  return useQuery({
    queryKey: assignedPatientKeys.all,
    queryFn: ({ signal }) => fetchAssignedPatients(signal),
  });
}
