import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  addMedicationResponseSchema,
  administrationHistoryResponseSchema,
  administrationResponseSchema,
  medicationHistoryResponseSchema,
  patientMedicationsResponseSchema,
  type AddMedicationFormValues,
  type ChangeMedicationFormValues,
  type DiscontinueMedicationInput,
  type MedicationHistory,
  type AdministerMedicationInput,
  type AdministrationEntry,
  type AdministrationHistory,
  type AmendAdministrationInput,
  type Medication,
  type PatientMedicationsResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, medicationKeys } from './query-keys.ts';

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

/** Changes a medication order: a new version with the reason; the old one is kept. */
export async function changeMedication(
  medicationId: string,
  input: ChangeMedicationFormValues,
): Promise<Medication> {
  const { medication } = await requestJson(API_PATHS.medication(medicationId), addMedicationResponseSchema, {
    method: 'PUT',
    body: input,
  });
  return medication;
}

/** Discontinues a medication with the reason; answers its history. */
export async function discontinueMedication(
  medicationId: string,
  input: DiscontinueMedicationInput,
): Promise<MedicationHistory> {
  return requestJson(API_PATHS.medicationDiscontinue(medicationId), medicationHistoryResponseSchema, {
    method: 'POST',
    body: input,
  });
}

/** Loads an order's every version and its discontinuation. */
export async function fetchMedicationHistory(
  medicationId: string,
  signal?: AbortSignal,
): Promise<MedicationHistory> {
  return requestJson(API_PATHS.medicationVersions(medicationId), medicationHistoryResponseSchema, { signal });
}

/** An order's history while `medicationId` is set (an audited read). */
export function useMedicationHistory(medicationId: string | null) {
  return useQuery({
    queryKey: medicationKeys.order(medicationId ?? ''),
    queryFn: ({ signal }) => fetchMedicationHistory(medicationId!, signal),
    enabled: medicationId !== null,
  });
}

/** How often a chart's Medications tab reloads, so due, late and missed doses change colour as the clock moves. */
const SCHEDULE_REFRESH_MS = 60_000;

/** A chart's Medications tab (each load is an audited read), reloaded every minute. */
export function usePatientMedications(patientId: string) {
  return useQuery({
    queryKey: medicationKeys.chart(patientId),
    queryFn: ({ signal }) => fetchPatientMedications(patientId, signal),
    refetchInterval: SCHEDULE_REFRESH_MS,
  });
}

/** An administration's history while `administrationId` is set. */
export function useAdministrationHistory(administrationId: string | null) {
  return useQuery({
    queryKey: medicationKeys.history(administrationId ?? ''),
    queryFn: ({ signal }) => fetchAdministrationHistory(administrationId!, signal),
    enabled: administrationId !== null,
  });
}

/** What every eMAR write refreshes: the patient's chart tab and the dashboard (doses due, recent activity). */
function useChartChanged(patientId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: medicationKeys.chart(patientId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  };
}

/** Add Medication on a patient's chart. */
export function useAddMedication(patientId: string) {
  const onChanged = useChartChanged(patientId);
  return useMutation({
    mutationFn: (input: AddMedicationFormValues) => addMedication(patientId, input),
    onSuccess: onChanged,
  });
}

/** Administer: records one dose of a medication of the patient's chart. */
export function useAdministerMedication(patientId: string) {
  const onChanged = useChartChanged(patientId);
  return useMutation({
    mutationFn: ({ medicationId, input }: { medicationId: string; input: AdministerMedicationInput }) =>
      administerMedication(medicationId, input),
    onSuccess: onChanged,
  });
}

/** Change order: a new version of a medication of the patient's chart. */
export function useChangeMedication(patientId: string) {
  const onChanged = useChartChanged(patientId);
  return useMutation({
    mutationFn: ({ medicationId, input }: { medicationId: string; input: ChangeMedicationFormValues }) =>
      changeMedication(medicationId, input),
    onSuccess: onChanged,
  });
}

/** Discontinue a medication of the patient's chart. */
export function useDiscontinueMedication(patientId: string) {
  const onChanged = useChartChanged(patientId);
  return useMutation({
    mutationFn: ({ medicationId, input }: { medicationId: string; input: DiscontinueMedicationInput }) =>
      discontinueMedication(medicationId, input),
    onSuccess: onChanged,
  });
}

/** Amend an administration record of the patient's chart; its history is read again too. */
export function useAmendAdministration(patientId: string) {
  const queryClient = useQueryClient();
  const onChanged = useChartChanged(patientId);
  return useMutation({
    mutationFn: ({
      administrationId,
      input,
    }: {
      administrationId: string;
      input: AmendAdministrationInput;
    }) => amendAdministration(administrationId, input),
    onSuccess: async (_entry, { administrationId }) => {
      await Promise.all([
        onChanged(),
        queryClient.invalidateQueries({ queryKey: medicationKeys.history(administrationId) }),
      ]);
    },
  });
}
