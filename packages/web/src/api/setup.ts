import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  installationStatusSchema,
  setupResponseSchema,
  type InstallationStatus,
  type SetupInput,
  type SetupResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { installationKeys } from './query-keys.ts';

/** The install's state: set up or not, demo or not (a public answer). */
export function fetchInstallationStatus(): Promise<InstallationStatus> {
  return requestJson(API_PATHS.setup, installationStatusSchema);
}

/** The install's state as a query: it changes only by setup, which refreshes it, so it never goes stale. */
export const installationStatusQueryOptions = {
  queryKey: installationKeys.status(),
  queryFn: fetchInstallationStatus,
  staleTime: Infinity,
} as const;

/** The install's state, for the setup gate and the demo banner. */
export function useInstallationStatus() {
  return useQuery(installationStatusQueryOptions);
}

/** The setup form's write: creates the facility and its first administrator, then reads the state again. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput): Promise<SetupResponse> =>
      requestJson(API_PATHS.setup, setupResponseSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: installationKeys.status() }),
  });
}
