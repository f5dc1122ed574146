import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  emergencyAccessResponseSchema,
  patientDetailResponseSchema,
  type PatientCareDetails,
  type PatientDetail,
  type PatientInput,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { assignedPatientKeys, assignmentKeys, dashboardKeys, patientKeys } from './query-keys.ts';

/** Adds a patient to the administrator's facility; answers the saved record. */
export async function createPatient(input: PatientInput): Promise<PatientDetail> {
  const { patient } = await requestJson(API_PATHS.patients, patientDetailResponseSchema, {
    method: 'POST',
    body: input,
  });
  return patient;
}

/** Replaces a patient's record with what the administrator entered; answers the saved record. */
export async function updatePatient(patientId: string, input: PatientInput): Promise<PatientDetail> {
  const { patient } = await requestJson(API_PATHS.patient(patientId), patientDetailResponseSchema, {
    method: 'PUT',
    body: input,
  });
  return patient;
}

/** Replaces a chart's care details (allergies, physicians, diagnoses, therapies, complexity). */
export async function updateCareDetails(
  patientId: string,
  input: PatientCareDetails,
): Promise<PatientDetail> {
  const { patient } = await requestJson(
    API_PATHS.patientCareDetails(patientId),
    patientDetailResponseSchema,
    {
      method: 'PUT',
      body: input,
    },
  );
  return patient;
}

/** Marks a patient active or inactive. */
export async function changePatientStatus(patientId: string, isActive: boolean): Promise<void> {
  await requestWithoutBody(`${API_PATHS.patient(patientId)}/status`, {
    method: 'PATCH',
    body: { isActive },
  });
}

/**
 * Break-glass access to a chart not assigned to the nurse or therapist: the reason is audited and
 * administrators are alerted. Answers when the access ends.
 */
export async function requestEmergencyAccess(patientId: string, reason: string): Promise<string> {
  const { expiresAt } = await requestJson(
    `${API_PATHS.patient(patientId)}/emergency-access`,
    emergencyAccessResponseSchema,
    { method: 'POST', body: { reason } },
  );
  return expiresAt;
}

/**
 * After a patient changed: the chart shows the saved record (or re-reads when the answer has none) and every
 * list that shows the patient re-reads.
 */
async function refreshAfterPatientChange(queryClient: QueryClient, saved?: PatientDetail): Promise<void> {
  if (saved) queryClient.setQueryData(patientKeys.detail(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: saved ? patientKeys.lists() : patientKeys.all }),
    queryClient.invalidateQueries({ queryKey: assignedPatientKeys.all }),
    queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

/** Saves the patient form: adds a new patient, or replaces the record of `patientId`. */
export function useSavePatient(patientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientInput) => (patientId ? updatePatient(patientId, input) : createPatient(input)),
    onSuccess: (saved) => refreshAfterPatientChange(queryClient, saved),
  });
}

/** Saves the Edit care details dialog of a chart. */
export function useUpdateCareDetails(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientCareDetails) => updateCareDetails(patientId, input),
    onSuccess: (saved) => refreshAfterPatientChange(queryClient, saved),
  });
}

/** The Active switch of a chart: marks the patient active or inactive. */
export function useChangePatientStatus(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => changePatientStatus(patientId, isActive),
    onSuccess: () => refreshAfterPatientChange(queryClient),
  });
}

/** Emergency access to a chart; answers when the access ends. The chart is read again once granted. */
export function useRequestEmergencyAccess(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => requestEmergencyAccess(patientId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
