import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  vitalParametersResponseSchema,
  type ParameterMeasurement,
  type VitalParameterInput,
  type VitalParametersResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { vitalParameterKeys, vitalSignsKeys } from './query-keys.ts';

/** Loads a child's parameters: the rule of each measurement, the orders, the age band's suggestions. */
export async function fetchVitalParameters(
  patientId: string,
  signal?: AbortSignal,
): Promise<VitalParametersResponse> {
  return requestJson(API_PATHS.vitalParameters(patientId), vitalParametersResponseSchema, { signal });
}

/** A child's parameters, for the chart's Alert parameters card and the trend shading. */
export function useVitalParameters(patientId: string) {
  return useQuery({
    queryKey: vitalParameterKeys.ofPatient(patientId),
    queryFn: ({ signal }) => fetchVitalParameters(patientId, signal),
  });
}

/** Writes the child's parameters and refreshes them (and the readings, whose shading follows them). */
function useParametersWrite<Variables>(
  patientId: string,
  write: (variables: Variables) => Promise<VitalParametersResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      queryClient.setQueryData(vitalParameterKeys.ofPatient(patientId), answer);
      await queryClient.invalidateQueries({ queryKey: vitalSignsKeys.all });
    },
  });
}

/** Enters or replaces one measurement's order for the child. */
export function useOrderVitalParameters(patientId: string) {
  return useParametersWrite(
    patientId,
    ({ measurement, input }: { measurement: ParameterMeasurement; input: VitalParameterInput }) =>
      requestJson(API_PATHS.vitalParameter(patientId, measurement), vitalParametersResponseSchema, {
        method: 'PUT',
        body: input,
      }),
  );
}

/** Removes one measurement's order: the facility default applies again. */
export function useRemoveVitalParameters(patientId: string) {
  return useParametersWrite(patientId, (measurement: ParameterMeasurement) =>
    requestJson(API_PATHS.vitalParameter(patientId, measurement), vitalParametersResponseSchema, {
      method: 'DELETE',
    }),
  );
}
