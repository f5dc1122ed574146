import {
  API_PATHS,
  emergencyAccessResponseSchema,
  patientDetailResponseSchema,
  type PatientDetail,
  type PatientInput,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';

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
