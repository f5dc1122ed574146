import {
  API_PATHS,
  addMedicationResponseSchema,
  administrationHistoryResponseSchema,
  administrationResponseSchema,
  patientMedicationsResponseSchema,
  type AddMedicationFormValues,
  type AdministerMedicationInput,
  type AdministrationEntry,
  type AdministrationHistory,
  type AmendAdministrationInput,
  type Medication,
  type PatientMedicationsResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';

/** Query key of a chart's Medications tab. */
export function patientMedicationsQueryKey(patientId: string) {
  return ['patient-medications', patientId] as const;
}

/** Loads a patient's active medications with their recent administrations, today's doses and the allergies. */
export async function fetchPatientMedications(
  patientId: string,
  signal?: AbortSignal,
): Promise<PatientMedicationsResponse> {
  return requestJson(API_PATHS.patientMedications(patientId), patientMedicationsResponseSchema, { signal });
}

/** Adds a medication to a patient's chart. */
export async function addMedication(patientId: string, input: AddMedicationFormValues): Promise<Medication> {
  const { medication } = await requestJson(
    API_PATHS.patientMedications(patientId),
    addMedicationResponseSchema,
    {
      method: 'POST',
      body: input,
    },
  );
  return medication;
}

/** Records one dose (given, held or refused) with the drawn 500x150 signature. */
export async function administerMedication(
  medicationId: string,
  input: AdministerMedicationInput,
): Promise<AdministrationEntry> {
  const { administration } = await requestJson(
    API_PATHS.medicationAdministrations(medicationId),
    administrationResponseSchema,
    { method: 'POST', body: input },
  );
  return administration;
}

/** Corrects an administration record with a reason; the original stays on file. */
export async function amendAdministration(
  administrationId: string,
  input: AmendAdministrationInput,
): Promise<AdministrationEntry> {
  const { administration } = await requestJson(
    API_PATHS.administrationAmendments(administrationId),
    administrationResponseSchema,
    { method: 'POST', body: input },
  );
  return administration;
}

/** Loads an administration as first recorded and each of its amendments. */
export async function fetchAdministrationHistory(
  administrationId: string,
  signal?: AbortSignal,
): Promise<AdministrationHistory> {
  return requestJson(API_PATHS.administration(administrationId), administrationHistoryResponseSchema, {
    signal,
  });
}
