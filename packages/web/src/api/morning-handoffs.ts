import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, morningHandoffResponseSchema, type MorningHandoffInput } from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, medicationKeys, morningHandoffKeys, patientKeys } from './query-keys.ts';

/** A child's morning handoff of today, or null when the family has not sent one. */
export function useMorningHandoff(patientId: string) {
  return useQuery({
    queryKey: morningHandoffKeys.today(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.morningHandoff(patientId), morningHandoffResponseSchema, { signal }),
  });
}

/** A parent sends the morning handoff; the chart, its doses and the dashboards refresh. */
export function useSubmitMorningHandoff(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MorningHandoffInput) =>
      requestJson(API_PATHS.morningHandoff(patientId), morningHandoffResponseSchema, {
        method: 'POST',
        body: input,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.all }),
        queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
