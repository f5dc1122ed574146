import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  illnessExclusionCreatedSchema,
  illnessExclusionsResponseSchema,
  immunizationCreatedSchema,
  immunizationsResponseSchema,
  infectionLogResponseSchema,
  type ChildClearanceInput,
  type ChildExclusionInput,
  type ImmunizationInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { withQuery } from './query-string.ts';

/** Query keys of infection control: a child's immunizations and exclusions, and the monthly log. */
export const infectionKeys = {
  all: ['infection-control'] as const,
  immunizations: (patientId: string) => [...infectionKeys.all, 'immunizations', patientId] as const,
  exclusions: (patientId: string) => [...infectionKeys.all, 'exclusions', patientId] as const,
  log: (month: string) => [...infectionKeys.all, 'log', month] as const,
};

/** A child's immunizations and the schedule's standing. */
export function useImmunizations(patientId: string) {
  return useQuery({
    queryKey: infectionKeys.immunizations(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.patientImmunizations(patientId), immunizationsResponseSchema, { signal }),
  });
}

/** A child's exclusions with their clearances. */
export function useExclusions(patientId: string) {
  return useQuery({
    queryKey: infectionKeys.exclusions(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.patientExclusions(patientId), illnessExclusionsResponseSchema, { signal }),
  });
}

/** The infection log of a month ("YYYY-MM"). */
export function useInfectionLog(month: string) {
  return useQuery({
    queryKey: infectionKeys.log(month),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.infectionLog, { month }), infectionLogResponseSchema, { signal }),
  });
}

/** A write of infection control: everything of it is read again afterwards. */
function useInfectionWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: infectionKeys.all }),
  });
}

/** Records a dose of a child's immunization record. */
export function useRecordImmunization(patientId: string) {
  return useInfectionWrite((dose: ImmunizationInput) =>
    requestJson(API_PATHS.patientImmunizations(patientId), immunizationCreatedSchema, {
      method: 'POST',
      body: dose,
    }),
  );
}

/** Isolates a child for a suspected communicable illness. */
export function useExcludeChild(patientId: string) {
  return useInfectionWrite((exclusion: ChildExclusionInput) =>
    requestJson(API_PATHS.patientExclusions(patientId), illnessExclusionCreatedSchema, {
      method: 'POST',
      body: exclusion,
    }),
  );
}

/** Records a child's return clearance with the physician's statement. */
export function useClearChild(patientId: string) {
  return useInfectionWrite((clearance: ChildClearanceInput) =>
    requestJson(API_PATHS.patientExclusionClearance(patientId), illnessExclusionCreatedSchema, {
      method: 'POST',
      body: clearance,
    }),
  );
}
