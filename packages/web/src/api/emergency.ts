import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  API_PATHS,
  drillCreatedSchema,
  drillsResponseSchema,
  emergencyDocumentCreatedSchema,
  emergencyDocumentsResponseSchema,
  evacuationNeedsListSchema,
  evacuationNeedsResponseSchema,
  generatorTestCreatedSchema,
  generatorTestsResponseSchema,
  type DrillInput,
  type EmergencyDocumentInput,
  type EvacuationNeedsInput,
  type GeneratorTestInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { withQuery } from './query-string.ts';
import { emergencyKeys } from './query-keys.ts';

/** Page size of every list of the emergency screen. */
export const EMERGENCY_PAGE_SIZE = 10;

/** A page of a list of the emergency screen, read through its core schema. */
function usePage<Answer>(
  key: QueryKey,
  path: string,
  schema: { parse: (value: unknown) => Answer },
  page: number,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      requestJson(withQuery(path, { page, pageSize: EMERGENCY_PAGE_SIZE }), schema, { signal }),
  });
}

/** The active children the user sees with their evacuation needs, present ones first. */
export function useEvacuationNeeds(page: number) {
  return usePage(emergencyKeys.needs(page), API_PATHS.evacuationNeeds, evacuationNeedsListSchema, page);
}

/** The drills log and whether the year's unannounced drill is missing. */
export function useDrills(page: number) {
  return usePage(emergencyKeys.drills(page), API_PATHS.emergencyDrills, drillsResponseSchema, page);
}

/** The generator log and when the next test is due. */
export function useGeneratorTests(page: number) {
  return usePage(
    emergencyKeys.generatorTests(page),
    API_PATHS.generatorTests,
    generatorTestsResponseSchema,
    page,
  );
}

/** The documents on file and whether a current fire inspection is among them. */
export function useEmergencyDocuments(page: number) {
  return usePage(
    emergencyKeys.documents(page),
    API_PATHS.emergencyDocuments,
    emergencyDocumentsResponseSchema,
    page,
  );
}

/** A write of the emergency screen: every list of it is read again afterwards. */
function useEmergencyWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyKeys.all }),
  });
}

/** Saves a child's equipment and evacuation transport. */
export function useSaveEvacuationNeeds() {
  return useEmergencyWrite(({ patientId, needs }: { patientId: string; needs: EvacuationNeedsInput }) =>
    requestJson(API_PATHS.patientEvacuationNeeds(patientId), evacuationNeedsResponseSchema, {
      method: 'PUT',
      body: needs,
    }),
  );
}

/** Records a drill. */
export function useRecordDrill() {
  return useEmergencyWrite((drill: DrillInput) =>
    requestJson(API_PATHS.emergencyDrills, drillCreatedSchema, { method: 'POST', body: drill }),
  );
}

/** Records a signed generator test. */
export function useRecordGeneratorTest() {
  return useEmergencyWrite((test: GeneratorTestInput) =>
    requestJson(API_PATHS.generatorTests, generatorTestCreatedSchema, { method: 'POST', body: test }),
  );
}

/** Records a document on file. */
export function useRecordEmergencyDocument() {
  return useEmergencyWrite((document: EmergencyDocumentInput) =>
    requestJson(API_PATHS.emergencyDocuments, emergencyDocumentCreatedSchema, {
      method: 'POST',
      body: document,
    }),
  );
}
